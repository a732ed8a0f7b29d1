import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonCodes } from '../../../runtime/server/db/index.ts';
import { invalidateInitialData } from '../../../runtime/server/system/index.ts';
import { initialDataSchema } from '../../../schemas/api/initialData.ts';
import { createTestApp } from '../support/testDatabase.ts';
import { type SystemFixture, systemFixture } from './systemFixture.ts';

const URL = '/api/system/initial-data';
const AUDIT = ['regDttm', 'regUsrId', 'regUsrIp', 'updDttm', 'updUsrId', 'updUsrIp'];

let f: SystemFixture;
beforeAll(async () => {
  f = await systemFixture({
    config: {
      interfaces: {
        definitions: [
          {
            id: 'app-info',
            name: '앱 정보',
            response: { type: 'object', properties: { version: { type: 'string' } } },
          },
          { id: 'login', version: '2.0' },
        ],
      },
    },
  });
});
afterAll(async () => f?.close());

const initialData = (headers: Record<string, string> = {}) =>
  f.app.inject({ method: 'POST', url: URL, headers });

describe('POST /api/system/initial-data', () => {
  it('answers without a login, with every part of the initial data as stored', async () => {
    const res = await initialData();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const { resultCode, resultMessage, body } = res.json();
    expect({ resultCode, resultMessage }).toEqual({ resultCode: '0000', resultMessage: '정상' });
    expect(initialDataSchema.safeParse(body).success).toBe(true);
    expect(Object.keys(body).sort()).toEqual([
      'appProp',
      'codeMappingRules',
      'commonCodes',
      'currentSystemCode',
      'fileGroups',
      'interfaceDefinitions',
      'menus',
      'projectProp',
    ]);
    expect(body.currentSystemCode).toBe('CONSOLE');
    expect(body.appProp).toEqual({
      authApprovalType: 'MANAGER',
      passwordChangeDays: 90,
      maximumLoginFailNumbers: 5,
      canUpdateUserPassword: true,
    });
    expect(body.projectProp).toEqual({ name: '관리 콘솔 예제' });
    // Records as stored: audit fields and the classification columns stay (the client strips them).
    const code = body.commonCodes.find((c: { dtlCd: string }) => c.dtlCd !== '*');
    for (const k of [...AUDIT, 'lclsCd', 'lclsNm', 'mclsNm', 'rmk']) expect(code).toHaveProperty(k);
    expect(body.commonCodes.some((c: { dtlCd: string }) => c.dtlCd === '*')).toBe(true);
    for (const k of AUDIT) expect(body.menus[0]).toHaveProperty(k);
    expect(body.fileGroups.map((g: { fileGrpId: string }) => g.fileGrpId)).toEqual([
      'DEFAULT',
      'DOC',
      'IMAGE',
    ]);
    const srtNos = body.menus.map((m: { srtNo: number }) => m.srtNo);
    expect(srtNos).toEqual([...srtNos].sort((a, b) => a - b));
    expect(body.menus.every((m: { sysCd: string }) => m.sysCd === 'CONSOLE')).toBe(true);
    expect(body.interfaceDefinitions).toMatchObject([
      { id: 'app-info', version: '1.0', name: '앱 정보', type: 'MOBILE_BRIDGE', direction: 'OUTBOUND' },
      { id: 'login', version: '2.0' },
    ]);
    // The request/response schemas are compile-time only (the bridge types): not in the answer.
    expect(body.interfaceDefinitions[0]).not.toHaveProperty('response');
  });

  it('takes an empty JSON body, `{}` or any content type (the body is ignored)', async () => {
    const json = { 'content-type': 'application/json' };
    for (const payload of ['', '{}', 'not json at all']) {
      const res = await f.app.inject({ method: 'POST', url: URL, headers: json, payload });
      expect(res.statusCode, payload).toBe(200);
    }
    const text = await f.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(text.statusCode).toBe(200);
  });

  it('sends an ETag of the bytes and answers 304 to a matching If-None-Match', async () => {
    const first = await initialData();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await initialData();
    expect(again.headers.etag).toBe(etag);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    const notModified = await initialData({ 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect((await initialData({ 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await initialData({ 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('serves brotli and gzip copies of the same bytes, with their own ETags', async () => {
    const plain = await initialData();
    const br = await initialData({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.headers.etag).toBe(`${(plain.headers.etag as string).slice(0, -1)}-br"`);
    const gz = await initialData({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.headers.vary).toContain('Accept-Encoding');
    // Any coding's tag revalidates the data.
    expect((await initialData({ 'if-none-match': br.headers.etag as string })).statusCode).toBe(304);
  });

  it('is rebuilt at once after a menu edit through the API', async () => {
    const before = await initialData();
    const res = await f.post(
      '/api/system/menu/edit',
      { mnuId: f.menus.staffToo, mnuNm: '이름을 바꾼 메뉴' },
      f.admin,
      f.menus.menuAdmin,
    );
    expect(res.statusCode).toBe(200);
    const after = await initialData({ 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const menu = after.json().body.menus.find((m: { mnuId: string }) => m.mnuId === f.menus.staffToo);
    expect(menu.mnuNm).toBe('이름을 바꾼 메뉴');
    expect(menu.updUsrId).toBe('admin');
  });

  it('is rebuilt at once after invalidateInitialData()', async () => {
    const before = await initialData();
    await f.db.update(commonCodes).set({ cdNm: '남자' }).where(eq(commonCodes.dtlCd, 'M'));
    invalidateInitialData('CONSOLE');
    const after = (await initialData()).json().body;
    expect(
      after.commonCodes.find((c: { grpCd: string; dtlCd: string }) => c.grpCd === 'GENDER' && c.dtlCd === 'M')
        .cdNm,
    ).toBe('남자');
    expect((await initialData()).headers.etag).not.toBe(before.headers.etag);
  });

  it('notices a change another server process made within about a second (fingerprint check)', async () => {
    const before = await initialData();
    // Written straight to the database, as another process would: no invalidation here.
    await f.db.update(commonCodes).set({ cdNm: '여자' }).where(eq(commonCodes.dtlCd, 'F'));
    await new Promise((r) => setTimeout(r, 1100));
    await initialData(); // starts the check; this caller may still get the old bytes
    await new Promise((r) => setTimeout(r, 200));
    const after = await initialData();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const f2 = after
      .json()
      .body.commonCodes.find(
        (c: { grpCd: string; dtlCd: string }) => c.grpCd === 'GENDER' && c.dtlCd === 'F',
      );
    expect(f2.cdNm).toBe('여자');
  });
});

describe('management.initialDataUrl', () => {
  it('is served wherever it is configured under /api', async () => {
    const t = await createTestApp({
      database: f.database,
      config: { management: { initialDataUrl: '/api/init/data' } },
    });
    try {
      expect((await t.app.inject({ method: 'POST', url: '/api/init/data' })).json().resultCode).toBe('0000');
      expect((await t.app.inject({ method: 'POST', url: URL })).statusCode).toBe(404);
    } finally {
      await t.app.close();
    }
  });

  it('outside /api refuses to start with a message saying where it must be', async () => {
    await expect(
      createTestApp({ database: f.database, config: { management: { initialDataUrl: '/init' } } }),
    ).rejects.toThrow(/must be under \/api\//);
  });
});
