import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loginAs } from '../support/loginAs.ts';
import { createTestApp, type TestApp } from '../support/testDatabase.ts';

// server.middleware.json | urlencoded | multipart: the body parsers offered to routes an embedder
// adds to the app after buildApp. The console's own routes keep theirs whatever the switches say.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWith(middleware: Record<string, boolean>): Promise<FastifyInstance> {
  t = await createTestApp({ config: { server: { middleware } } });
  t.app.post('/custom', async (request) => ({ received: request.body ?? null }));
  return t.app;
}

const MULTIPART = '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n';

describe('server.middleware body parsers', () => {
  it('off (the default): an added route refuses JSON, form and multipart bodies with 415', async () => {
    const app = await appWith({});
    for (const [type, payload] of [
      ['application/json', '{"a":1}'],
      ['application/x-www-form-urlencoded', 'a=1'],
      ['multipart/form-data; boundary=b', MULTIPART],
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/custom',
        headers: { 'content-type': type },
        payload,
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json().resultMessage).toBe('요청 형식이 올바르지 않습니다.');
    }
  });

  it('on: each parses its body type for an added route', async () => {
    const app = await appWith({ json: true, urlencoded: true, multipart: true });
    const json = await app.inject({ method: 'POST', url: '/custom', payload: { a: 1 } });
    expect(json.json()).toEqual({ received: { a: 1 } });
    const form = await app.inject({
      method: 'POST',
      url: '/custom',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1&b=%ED%95%9C',
    });
    expect(form.json()).toEqual({ received: { a: '1', b: '한' } });
    const multipart = await app.inject({
      method: 'POST',
      url: '/custom',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: MULTIPART,
    });
    expect(multipart.statusCode).toBe(200);
  });

  it('never takes parsing away from the console’s own routes (JSON management calls, multipart uploads)', async () => {
    const app = await appWith({});
    const staff = await loginAs(app, 'staff');
    const list = await app.inject({
      method: 'POST',
      url: '/api/system/usermenu/list',
      headers: staff,
      payload: { sysCd: 'CONSOLE' },
    });
    expect(list.statusCode).toBe(200);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: { ...staff, 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\nContent-Disposition: form-data; name="fileGrpId"\r\n\r\nNOTICE\r\n--b--\r\n',
    });
    expect(upload.statusCode).not.toBe(415);
  });
});
