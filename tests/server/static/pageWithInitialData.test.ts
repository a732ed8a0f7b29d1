import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  INITIAL_DATA_MARKER,
  PAGE_SCRIPTS_ID,
  parseInlineInitialData,
} from '../../../runtime/core/pages/index.ts';
import { caughtUp } from '../../../runtime/server/cache/index.ts';
import { menus } from '../../../runtime/server/db/index.ts';
import { staticClient } from '../../../runtime/server/static/index.ts';
import { makeClientDir } from '../clientDirFixture.ts';
import { fileTestDatabase } from '../support/fileTestDatabase.ts';
import { createTestApp } from '../support/testDatabase.ts';

// The pages carry the initial data (the API's own bytes and ETag), so the first render
// needs no call; the page's ETag follows both the file and the data.

const page = (title: string) =>
  `<!doctype html><html lang="ko"><head><title>${title}</title></head><body><div id="app"></div>${INITIAL_DATA_MARKER}</body></html>`;

// One database for the file, a new app over it per test: no test depends on data another changed
// (renaming the menus is checked against what it renamed).
const db = fileTestDatabase();

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

async function setup() {
  const f = makeClientDir();
  cleanups.push(f.cleanup);
  writeFileSync(join(f.clientDir, 'login.html'), page('로그인'));
  writeFileSync(join(f.clientDir, 'index.html'), page('콘솔'));
  const t = await createTestApp({ clientDir: f.clientDir, database: db() });
  cleanups.push(t.close);
  return { ...t, clientDir: f.clientDir };
}

function inlined(html: string): { json: string; etag: string | undefined } {
  const m =
    /<script type="application\/json" id="console-initial-data" data-etag="([^"]*)">([^<]*)<\/script>/.exec(
      html,
    );
  if (!m) throw new Error(`no inlined initial data in ${html.slice(0, 200)}`);
  return { etag: m[1]?.replaceAll('&quot;', '"'), json: m[2] ?? '' };
}

/** The build's screens and their assets, as `console build` writes them (build-meta.json). */
const writeBuildMeta = (
  clientDir: string,
  screens: Array<{ path: string; assets: { js: string[]; css: string[] } }>,
) => writeFileSync(join(clientDir, 'build-meta.json'), JSON.stringify({ buildId: 'b1', screens }));

describe('pages with the initial data inlined', () => {
  it('/login and the console page carry the initial-data answer: same bytes, same ETag', async () => {
    const { app } = await setup();
    const api = await app.inject({ method: 'POST', url: '/api/system/initial-data' });
    expect(api.statusCode).toBe(200);
    for (const url of ['/login', '/docs/forms']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      const { json, etag } = inlined(res.body);
      // `<` is escaped in the page (`\u003c`): the same JSON text once parsed.
      expect(JSON.parse(json)).toEqual(JSON.parse(api.body));
      expect(json).not.toContain('<');
      expect(etag).toBe(api.headers.etag);
      expect(parseInlineInitialData(json)?.body).toEqual(JSON.parse(api.body).body);
    }
  });

  it('answers 304 to its ETag, and a new ETag once the data or the page changes', async () => {
    const { app, database, clientDir } = await setup();
    const first = await app.inject({ method: 'GET', url: '/login' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await app.inject({ method: 'GET', url: '/login', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The console page is another page: another ETag.
    const console = await app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(console.statusCode).toBe(200);

    // A menu renamed: the data, and so the page, changes.
    await database.db.update(menus).set({ mnuNm: '새 이름' });
    await caughtUp(database.db);
    const renamed = await app.inject({ method: 'GET', url: '/login', headers: { 'if-none-match': etag } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.body).toContain('새 이름');
    const etag2 = renamed.headers.etag as string;
    expect(etag2).not.toBe(etag);

    // A new build of the page.
    writeFileSync(join(clientDir, 'login.html'), page('로그인 (새 빌드)'));
    const rebuilt = await app.inject({ method: 'GET', url: '/login', headers: { 'if-none-match': etag2 } });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.body).toContain('로그인 (새 빌드)');
    expect(rebuilt.headers.etag).not.toBe(etag2);
  });

  it("preloads the requested screen's chunk and sheet on the console page (build-meta.json)", async () => {
    const { app, clientDir } = await setup();
    writeFileSync(
      join(clientDir, 'index.html'),
      `<!doctype html><html><head><link rel="stylesheet" href="/assets/page.css"></head><body>${INITIAL_DATA_MARKER}</body></html>`,
    );
    writeBuildMeta(clientDir, [
      {
        path: '/docs/forms',
        assets: { js: ['assets/forms-1.js', 'assets/kit-2.js'], css: ['assets/forms-3.css'] },
      },
      { path: '/', assets: { js: ['assets/home-4.js'], css: [] } },
      { path: '/bad', assets: { js: ['assets/"><script>x</script>.js'], css: [] } },
    ]);
    const links = async (url: string) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      // After the page's own sheet: the screen's sheets come later in the cascade.
      return (res.body.match(/<link[^>]*>/g) ?? []).slice(1);
    };
    expect(await links('/docs/forms')).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/forms-3.css">',
      '<link rel="modulepreload" crossorigin href="/assets/forms-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/kit-2.js">',
    ]);
    expect(await links('/docs/forms/?tab=2')).toHaveLength(3);
    expect(await links('/')).toEqual(['<link rel="modulepreload" crossorigin href="/assets/home-4.js">']);
    expect(await links('/nowhere')).toEqual([]);
    // Names from the build file are attribute text, never markup.
    expect((await links('/bad'))[0]).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/&quot;&gt;&lt;script&gt;x&lt;/script&gt;.js">',
    );
    // Each route is its own answer: another ETag.
    const a = await app.inject({ method: 'GET', url: '/docs/forms' });
    const b = await app.inject({ method: 'GET', url: '/' });
    expect(a.headers.etag).not.toBe(b.headers.etag);
  });

  it("lists the screen's chunks with the page's scripts when the page starts them itself (sheets stay in the head)", async () => {
    const { app, clientDir } = await setup();
    const list = {
      module: '/assets/index-1.js',
      preload: ['/assets/vendor-2.js'],
      styles: [],
      session: 'session',
    };
    writeFileSync(
      join(clientDir, 'index.html'),
      `<!doctype html><html><head><link rel="stylesheet" href="/assets/page.css"><script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify(list)}</script></head><body>${INITIAL_DATA_MARKER}</body></html>`,
    );
    writeBuildMeta(clientDir, [
      {
        path: '/docs/forms',
        assets: { js: ['assets/forms-1.js', 'assets/</script>-2.js'], css: ['assets/forms-3.css'] },
      },
    ]);
    const res = await app.inject({ method: 'GET', url: '/docs/forms' });
    expect(res.statusCode).toBe(200);
    // No preload link in the head: they start after the page's paint, with its scripts.
    expect(res.body.match(/<link[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/page.css">',
      '<link rel="stylesheet" crossorigin href="/assets/forms-3.css">',
    ]);
    const listed = new RegExp(
      `<script type="application/json" id="${PAGE_SCRIPTS_ID}">([^<]*)</script>`,
    ).exec(res.body);
    // A name from the build file stays JSON text: `<` is escaped, the list ends where it should.
    expect(JSON.parse(listed?.[1] ?? '{}')).toEqual({
      ...list,
      preload: ['/assets/vendor-2.js', '/assets/forms-1.js', '/assets/</script>-2.js'],
    });
  });

  it("allows the login page's inlined sheets by their hashes in its CSP, and only there", async () => {
    const { app, clientDir } = await setup();
    const css = '.c-login{color:red}';
    writeFileSync(
      join(clientDir, 'login.html'),
      page('로그인').replace('</head>', `<style>${css}</style></head>`),
    );
    const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    const styleSrc = (csp: unknown) =>
      String(csp)
        .match(/style-src ([^;]*)/)?.[1]
        ?.split(' ') ?? [];
    const login = await app.inject({ method: 'GET', url: '/login' });
    expect(styleSrc(login.headers['content-security-policy'])).toContain(hash);
    expect(styleSrc(login.headers['content-security-policy'])).toContain("'self'");
    const console = await app.inject({ method: 'GET', url: '/' });
    expect(styleSrc(console.headers['content-security-policy'])).not.toContain(hash);
  });

  it('serves a page without the marker (an older build) as the file is', async () => {
    const { app, clientDir } = await setup();
    writeFileSync(join(clientDir, 'login.html'), '<!doctype html><title>old</title><div id="app"></div>');
    const res = await app.inject({ method: 'GET', url: '/login' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<!doctype html><title>old</title><div id="app"></div>');
  });

  it('serves the page without data when the data cannot be read (the browser then calls for it)', async () => {
    const f = makeClientDir();
    cleanups.push(f.cleanup);
    writeFileSync(join(f.clientDir, 'login.html'), page('로그인'));
    const app = Fastify({ logger: false });
    cleanups.push(() => app.close());
    await app.register(staticClient, {
      clientDir: f.clientDir,
      loginPath: '/login',
      initialData: () => Promise.reject(new Error('database down')),
    });
    const res = await app.inject({ method: 'GET', url: '/login' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(page('로그인'));
  });
});
