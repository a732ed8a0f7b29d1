import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../runtime/server/index.ts';
import { charsetOf } from '../../../runtime/server/security/index.ts';
import { configSchema } from '../../../schemas/config/index.ts';

const REFUSED = {
  resultCode: 'UNSUPPORTED_CHARSET',
  resultMessage:
    '요청 본문의 문자 인코딩을 처리할 수 없습니다. UTF-8로 인코딩하여 charset=utf-8로 보내주세요.',
  body: null,
};

let app: FastifyInstance;
const received: unknown[] = [];
beforeAll(async () => {
  // A route of its own takes JSON only with server.middleware.json (the spec's default is off).
  app = await buildApp({
    config: configSchema.parse({ management: { enabled: false }, server: { middleware: { json: true } } }),
    logger: false,
  });
  app.post('/api/test/echo', async (request) => {
    received.push(request.body);
    return { resultCode: '0000', resultMessage: '정상', body: request.body };
  });
  await app.ready();
});
afterAll(() => app?.close());

const post = (contentType: string, payload = '{"name":"홍길동"}') =>
  app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': contentType }, payload });

describe('a body in a charset other than UTF-8', () => {
  it.each([
    'application/json; charset=euc-kr',
    'application/json; charset=ISO-8859-1',
    'application/json;charset="EUC-KR"',
    'application/json; charset=utf-16',
    'text/plain; charset=latin1',
  ])('%s answers 415 with a Korean message and never reaches the route', async (contentType) => {
    received.length = 0;
    const res = await post(contentType);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(REFUSED);
    expect(received).toEqual([]);
    // Refused answers carry the security headers too.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=UTF-8',
    'application/json;charset=utf8',
    'application/json; charset="utf-8"',
  ])('%s is read as UTF-8', async (contentType) => {
    const res = await post(contentType);
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({ name: '홍길동' });
  });

  it('leaves requests without a body alone', async () => {
    const res = await app.inject({
      url: '/api/health',
      headers: { 'content-type': 'text/plain; charset=euc-kr' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('charsetOf', () => {
  it('reads the parameter, quoted or not, and nothing when absent', () => {
    expect(charsetOf(undefined)).toBeUndefined();
    expect(charsetOf('application/json')).toBeUndefined();
    expect(charsetOf('application/json; charset=EUC-KR')).toBe('EUC-KR');
    expect(charsetOf('application/json; foo=bar; Charset="utf-8"')).toBe('utf-8');
  });
});
