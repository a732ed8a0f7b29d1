import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileGroups } from '../../../runtime/server/db/index.ts';
import { addUser } from '../auth/authTestApp.ts';
import { loginAs } from '../support/loginAs.ts';
import { createTestApp, type TestApp } from '../support/testDatabase.ts';
import { multipart } from './multipart.ts';

// What one user may upload: unfinished resumable uploads at once, and bytes in 24 hours (stored and
// unfinished), each refused with a 429 in Korean and Retry-After before a byte is taken.

const KIB = 1024;
let t: TestApp;
let dataDir: string;
const savedDataDir = process.env.CONSOLE_DATA_DIR;
const TUS = { 'tus-resumable': '1.0.0' };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'console-quota-'));
  process.env.CONSOLE_DATA_DIR = dataDir;
  t = await createTestApp({ config: { files: { maxPendingUploads: 2, userDailyBytes: 100 * KIB } } });
  for (const usrId of ['quota1', 'quota2', 'quota3']) await addUser(t.database.db, { usrId });
  await t.database.db
    .insert(fileGroups)
    .values({ fileGrpId: 'QUOTADOC', fileGrpNm: '문서', accept: '.txt', maxSizeBytes: 64 * KIB });
});
afterAll(async () => {
  await t?.close();
  if (savedDataDir === undefined) delete process.env.CONSOLE_DATA_DIR;
  else process.env.CONSOLE_DATA_DIR = savedDataDir;
  rmSync(dataDir, { recursive: true, force: true });
});

const b64 = (v: string) => Buffer.from(v, 'utf8').toString('base64');
const begin = (headers: Record<string, string>, length: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/file/tus',
    headers: {
      ...headers,
      ...TUS,
      'upload-length': String(length),
      'upload-metadata': `filename ${b64('a.txt')},filetype ${b64('text/plain')},fileGrpId ${b64('QUOTADOC')}`,
    },
  });
const upload = (headers: Record<string, string>, bytes: number) => {
  const body = multipart({ fileGrpId: 'QUOTADOC' }, [
    { name: 'a.txt', type: 'text/plain', data: 'x'.repeat(bytes) },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/file/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

describe('upload quotas', () => {
  it('at most maxPendingUploads unfinished resumable uploads per user: 429 in Korean with Retry-After', async () => {
    const me = await loginAs(t.app, 'quota1');
    expect((await begin(me, 10 * KIB)).statusCode).toBe(201);
    expect((await begin(me, 10 * KIB)).statusCode).toBe(201);
    const third = await begin(me, 10 * KIB);
    expect(third.statusCode).toBe(429);
    expect(JSON.parse(third.body)).toMatchObject({
      resultCode: 'ustra.file.tooManyUploads',
      resultMessage: '올리는 중인 파일이 너무 많습니다(최대 2개). 올리던 파일이 끝나면 다시 시도해주세요.',
    });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is not held back.
    expect((await begin(await loginAs(t.app, 'quota2'), 10 * KIB)).statusCode).toBe(201);
  });

  it('at most userDailyBytes in 24 hours, stored and unfinished together, on both upload paths', async () => {
    const me = await loginAs(t.app, 'quota3');
    expect((await upload(me, 60 * KIB)).statusCode).toBe(200);
    expect((await begin(me, 30 * KIB)).statusCode).toBe(201);
    // 60 stored + 30 unfinished + 20 more > 100 KiB.
    const refused = await begin(me, 20 * KIB);
    expect(refused.statusCode).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({
      resultCode: 'ustra.file.dailyQuotaExceeded',
      resultMessage: '하루에 올릴 수 있는 용량(100.00 KB)을 넘었습니다. 24시간 후에 다시 시도해주세요.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    const multipartRefused = await upload(me, 20 * KIB);
    expect(multipartRefused.statusCode).toBe(429);
    expect(multipartRefused.json().resultCode).toBe('ustra.file.dailyQuotaExceeded');
    // What still fits is taken.
    expect((await upload(me, 5 * KIB)).statusCode).toBe(200);
  });
});
