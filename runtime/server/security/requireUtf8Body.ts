import type { FastifyRequest } from 'fastify';
import { ApiError, SERVER_ERRORS } from '../platform/index.ts';

const CHARSET = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i;

/** The `charset` parameter of a Content-Type header, as sent (`undefined` when there is none). */
export function charsetOf(contentType: string | undefined): string | undefined {
  const match = contentType === undefined ? null : CHARSET.exec(contentType);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** Whether the request carries a body (a length above 0 or a chunked transfer). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * onRequest hook: a body whose Content-Type names a charset other than UTF-8 (`utf-8`, `utf8`, any
 * case; no charset means UTF-8) answers 415 UNSUPPORTED_CHARSET before anything reads it. Every
 * body is decoded as UTF-8, so an EUC-KR or Latin-1 body would otherwise be stored as mojibake.
 */
export async function requireUtf8Body(request: FastifyRequest): Promise<void> {
  if (!hasBody(request)) return;
  const charset = charsetOf(request.headers['content-type']);
  if (charset !== undefined && !/^utf-?8$/i.test(charset)) {
    const { statusCode, resultCode, resultMessage } = SERVER_ERRORS.unsupportedCharset;
    throw new ApiError(statusCode, resultCode, resultMessage);
  }
}
