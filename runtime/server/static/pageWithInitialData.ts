import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { INITIAL_DATA_MARKER, inlineInitialDataElement } from '../../core/pages/index.ts';
import { REVALIDATE_CACHE } from './cacheControlFor.ts';

/** What a page inlines: the initial-data answer's bytes and ETag. */
export interface InlineData {
  bytes: Buffer;
  etag: string;
}

export interface PageWithInitialDataOptions {
  /** The built client folder. */
  clientDir: string;
  /** The page's file in it (`login.html`, `index.html`). */
  page: string;
  /** The initial data to inline; `undefined` (or a failure) serves the page as built. */
  initialData?: (() => InlineData | Promise<InlineData>) | undefined;
}

interface Built {
  version: string;
  before: string;
  after: string;
}

interface Assembled {
  key: string;
  bytes: Buffer;
  etag: string;
}

/** `If-None-Match` names `etag` (weak comparison, RFC 9110). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

/**
 * A page with the initial data inlined (issue 19): the page as the build wrote it (login.html with
 * its form prerendered, index.html), with the initial-data answer's own bytes and ETag at its
 * marker, so the page renders (and signs in) without calling for it first. Built once per (page, data) pair; the page is
 * read again when its file changes (a new build). A page without the marker (an older build), or
 * initial data that cannot be read (the database is down), is served as the file is.
 */
export function pageWithInitialData(options: PageWithInitialDataOptions) {
  const file = join(options.clientDir, options.page);
  let built: Built | undefined;
  let assembled: Assembled | undefined;

  async function page(): Promise<Built | undefined> {
    const s = await stat(file);
    const version = `${s.size}-${s.mtimeMs}`;
    if (built?.version === version) return built;
    const text = await readFile(file, 'utf8');
    const at = text.indexOf(INITIAL_DATA_MARKER);
    built =
      at === -1
        ? { version, before: '', after: '' }
        : { version, before: text.slice(0, at), after: text.slice(at + INITIAL_DATA_MARKER.length) };
    return built;
  }

  return async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const read = options.initialData;
    const html = read ? await page().catch(() => undefined) : undefined;
    const data = html?.before ? await Promise.resolve(read?.()).catch(() => undefined) : undefined;
    if (!html?.before || !data) return reply.code(200).sendFile(options.page);
    const key = `${html.version}|${data.etag}`;
    if (assembled?.key !== key) {
      const bytes = Buffer.from(
        html.before + inlineInitialDataElement(data.bytes.toString('utf8'), data.etag) + html.after,
      );
      const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
      assembled = { key, bytes, etag };
    }
    reply.code(200).header('cache-control', REVALIDATE_CACHE).header('etag', assembled.etag);
    if (matches(request.headers['if-none-match'], assembled.etag)) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(assembled.bytes);
  };
}
