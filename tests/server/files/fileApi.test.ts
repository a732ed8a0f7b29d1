import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileGroups, files } from '../../../runtime/server/db/index.ts';
import { fileListAnswerSchema, uploadAnswerSchema } from '../../../schemas/api/files.ts';
import { loginAs } from '../support/loginAs.ts';
import { createTestApp, type TestApp } from '../support/testDatabase.ts';
import { type FilePart, multipart, PNG_1X1 } from './multipart.ts';

const MIB = 1024 * 1024;
let t: TestApp;
let dataDir: string;
let user: Record<string, string>;
const savedDataDir = process.env.CONSOLE_DATA_DIR;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'console-files-'));
  // fileApi keeps files under <CONSOLE_DATA_DIR>/files (createTestApp opens its database itself).
  process.env.CONSOLE_DATA_DIR = dataDir;
  t = await createTestApp();
  user = await loginAs(t.app, 'staff');
  await t.database.db
    .insert(fileGroups)
    .values({ fileGrpId: 'TINY', fileGrpNm: '작은 파일', accept: '.txt,text/*', maxSizeBytes: 1024 });
});
afterAll(async () => {
  await t?.close();
  if (savedDataDir === undefined) delete process.env.CONSOLE_DATA_DIR;
  else process.env.CONSOLE_DATA_DIR = savedDataDir;
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every file under the storage folder (temporary ones included). */
const filesOnDisk = () =>
  readdirSync(join(dataDir, 'files'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
const rowCount = async () => (await t.database.db.select({ n: count() }).from(files))[0]!.n;

function upload(fields: Record<string, string>, parts: readonly FilePart[], headers = user) {
  const body = multipart(fields, parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/file/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
const list = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/file/list', headers: user, payload: body });
const attach = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/file/attach?${query}`, headers: user });

/** Expects a refusal that left nothing behind, on disk or in the database. */
async function expectNothingStored(
  res: Awaited<ReturnType<typeof upload>>,
  status: number,
  resultCode: string,
) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ resultCode, body: null });
  expect(filesOnDisk()).toEqual([]);
  expect(await rowCount()).toBe(0);
}

describe('upload → list → attach', () => {
  it('round-trips files with Korean names', async () => {
    const text = '안녕하세요, 첨부파일입니다.\n';
    const res = await upload({ fileGrpId: 'DEFAULT', fileId: '' }, [
      { name: '보고서 최종.txt', type: 'text/plain', data: text },
      { name: '사진.png', type: 'image/png', data: PNG_1X1 },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json().body;
    expect(uploadAnswerSchema.safeParse(body).success).toBe(true);
    expect(body.fileId).toMatch(/^[0-9a-f]{32}$/);
    expect(body.fileMetaDatas).toEqual([
      expect.objectContaining({
        fileNo: 1,
        orgFileNm: '보고서 최종.txt',
        mimeType: 'text/plain',
        sizeBytes: Buffer.byteLength(text),
        fileGrpId: 'DEFAULT',
        accessUrl: `/api/file/attach?fileId=${body.fileId}&fileNo=1`,
      }),
      expect.objectContaining({
        fileNo: 2,
        orgFileNm: '사진.png',
        mimeType: 'image/png',
        sizeBytes: PNG_1X1.length,
      }),
    ]);

    const listed = await list({ fileId: body.fileId });
    expect(fileListAnswerSchema.safeParse(listed.json().body).success).toBe(true);
    expect(listed.json().body.fileMetaDatas).toEqual(body.fileMetaDatas);
    const one = await list({
      fileId: body.fileId,
      fileNos: [2],
      fileGrpId: 'DEFAULT',
      includeAddtionalFiles: true,
    });
    expect(one.json().body.fileMetaDatas.map((m: { fileNo: number }) => m.fileNo)).toEqual([2]);

    const inline = await t.app.inject({ method: 'GET', url: body.fileMetaDatas[0].accessUrl, headers: user });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('text/plain');
    expect(inline.body).toBe(text);
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.headers['content-disposition']).toBe(
      `inline; filename="___ __.txt"; filename*=UTF-8''${encodeURIComponent('보고서 최종.txt')}`,
    );
    const download = await attach(`fileId=${body.fileId}&fileNo=2&attach=true`);
    expect(download.rawPayload.equals(PNG_1X1)).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-length']).toBe(String(PNG_1X1.length));
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="__.png"; filename*=UTF-8''${encodeURIComponent('사진.png')}`,
    );
    const renamed = await attach(
      `fileId=${body.fileId}&fileNo=2&attach=1&attachmentFileName=${encodeURIComponent('증명 사진.png')}&fileGrpId=ustra`,
    );
    expect(renamed.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('증명 사진.png')}`,
    );
  });

  it('appends to an existing set with the next numbers; lists filter by group', async () => {
    const first = (
      await upload({ fileGrpId: 'DEFAULT' }, [{ name: 'a.txt', type: 'text/plain', data: 'a' }])
    ).json().body;
    const more = await upload({ fileGrpId: 'IMAGE', fileId: first.fileId }, [
      { name: 'b.png', type: 'image/png', data: PNG_1X1 },
      { name: 'c.JPG', type: 'image/jpeg', data: 'jpeg' },
    ]);
    expect(more.statusCode).toBe(200);
    expect(more.json().body.fileId).toBe(first.fileId);
    expect(more.json().body.fileMetaDatas.map((m: { fileNo: number }) => m.fileNo)).toEqual([2, 3]);
    const all = (await list({ fileId: first.fileId })).json().body.fileMetaDatas;
    expect(all.map((m: { fileNo: number }) => m.fileNo)).toEqual([1, 2, 3]);
    const images = (await list({ fileId: first.fileId, fileGrpId: 'IMAGE' })).json().body.fileMetaDatas;
    expect(images.map((m: { fileNo: number }) => m.fileNo)).toEqual([2, 3]);
    const withOthers = (
      await list({ fileId: first.fileId, fileGrpId: 'IMAGE', includeAddtionalFiles: true })
    ).json().body.fileMetaDatas;
    expect(withOthers).toHaveLength(3);
    expect((await list({ fileId: 'nosuchset' })).json().body.fileMetaDatas).toEqual([]);
  });

  it('serves types that could run script as attachments, whatever is asked', async () => {
    const html = (
      await upload({ fileGrpId: 'DEFAULT' }, [
        { name: 'x.html', type: 'text/html', data: '<script>1</script>' },
      ])
    ).json().body;
    const res = await attach(`fileId=${html.fileId}&fileNo=1&attach=false`);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
  });
});

describe('refused uploads leave nothing behind', () => {
  // The database and the folder start empty for each case.
  const reset = async () => {
    await t.database.db.delete(files);
    rmSync(join(dataDir, 'files'), { recursive: true, force: true });
    await upload({ fileGrpId: 'DEFAULT' }, []); // recreates the storage folder (and is refused: no file)
  };

  it('an unknown file group', async () => {
    await reset();
    const res = await upload({ fileGrpId: 'NOPE' }, [{ name: 'a.txt', data: 'a' }]);
    await expectNothingStored(res, 404, 'ustra.file.notFoundFileGroup');
    expect(res.json().resultMessage).toBe('존재하지 않는 파일 그룹입니다: NOPE');
  });

  it('a file over the group\u2019s maximum (the message names the limit, 1024-based)', async () => {
    await reset();
    const res = await upload({ fileGrpId: 'IMAGE' }, [
      { name: 'ok.png', type: 'image/png', data: PNG_1X1 },
      { name: '큰사진.png', type: 'image/png', data: Buffer.alloc(5 * MIB + 1) },
    ]);
    await expectNothingStored(res, 413, 'ustra.file.fileLimitExceeded');
    expect(res.json().resultMessage).toBe(
      '허용된 파일 크기를 초과하였습니다: 큰사진.png. 최대 업로드 가능한 크기는 "5.00 MB" 입니다.',
    );
    const tiny = await upload({ fileGrpId: 'TINY' }, [
      { name: 'a.txt', type: 'text/plain', data: 'x'.repeat(1025) },
    ]);
    expect(tiny.json().resultMessage).toBe(
      '허용된 파일 크기를 초과하였습니다: a.txt. 최대 업로드 가능한 크기는 "1.00 KB" 입니다.',
    );
    await expectNothingStored(tiny, 413, 'ustra.file.fileLimitExceeded');
  });

  it('a file over every group\u2019s maximum, with the group named after the file', async () => {
    await reset();
    // The group field after the file: the file is cut at the largest group's limit while streaming.
    const body = multipart({ fileGrpId: 'DOC' }, [{ name: 'huge.bin', data: Buffer.alloc(20 * MIB + 10) }], {
      fieldsLast: true,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: { ...user, ...body.headers },
      payload: body.payload,
    });
    await expectNothingStored(res, 413, 'ustra.file.fileLimitExceeded');
    expect(res.json().resultMessage).toContain('"20.00 MB"');
  });

  it('a file that matches no accept rule (every file must match)', async () => {
    await reset();
    const res = await upload({ fileGrpId: 'IMAGE' }, [
      { name: 'ok.PNG', type: 'image/png', data: PNG_1X1 },
      { name: '문서.pdf', type: 'application/pdf', data: '%PDF-1.4' },
    ]);
    await expectNothingStored(res, 415, 'ustra.file.notAllowedFileType');
    expect(res.json().resultMessage).toBe(
      '허용되지 않은 파일 형식입니다: 문서.pdf. 업로드 가능한 형식은 "image/*, .png, .jpg" 입니다.',
    );
  });

  it('no file, a missing or malformed group id, a non-multipart body, an unknown set', async () => {
    await reset();
    await expectNothingStored(await upload({ fileGrpId: 'DEFAULT' }, []), 400, 'ustra.file.noFile');
    await expectNothingStored(await upload({}, [{ name: 'a.txt', data: 'a' }]), 400, 'BAD_REQUEST');
    await expectNothingStored(
      await upload({ fileGrpId: 'DEFAULT', fileId: '../../etc' }, [{ name: 'a.txt', data: 'a' }]),
      400,
      'BAD_REQUEST',
    );
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: user,
      payload: { fileGrpId: 'DEFAULT' },
    });
    await expectNothingStored(json, 400, 'ustra.file.notMultipart');
    await expectNothingStored(
      await upload({ fileGrpId: 'DEFAULT', fileId: 'f'.repeat(32) }, [{ name: 'a.txt', data: 'a' }]),
      404,
      'ustra.file.cannotFoundFile',
    );
  });

  it('a truncated multipart body', async () => {
    await reset();
    const body = multipart({ fileGrpId: 'DEFAULT' }, [{ name: 'a.txt', data: 'a'.repeat(10_000) }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: { ...user, ...body.headers },
      payload: body.payload.subarray(0, 5000),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    // The request stream fails while the upload is still being received: the 4xx goes out at once
    // and the temporary file is deleted right after, so wait for it.
    await vi.waitFor(() => expect(filesOnDisk()).toEqual([]));
    expect(await rowCount()).toBe(0);
  });

  it('without a login', async () => {
    await reset();
    await expectNothingStored(
      await upload({ fileGrpId: 'DEFAULT' }, [{ name: 'a.txt', data: 'a' }], {}),
      401,
      'UNAUTHORIZED',
    );
  });
});

describe('GET /api/file/attach and POST /api/file/list refusals', () => {
  it('answers the JSON 404 for an unknown file, or one missing on disk', async () => {
    const missing = await attach('fileId=nosuchfile&fileNo=1');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(missing.json()).toEqual({
      resultCode: 'ustra.file.cannotFoundFile',
      resultMessage: '파일을 찾을 수 없습니다.',
      body: null,
    });
    const stored = (await upload({ fileGrpId: 'DEFAULT' }, [{ name: 'gone.txt', data: 'x' }])).json().body;
    rmSync(join(dataDir, 'files', stored.fileId, '1'));
    expect((await attach(`fileId=${stored.fileId}&fileNo=1`)).json().resultCode).toBe(
      'ustra.file.cannotFoundFile',
    );
    await t.database.db.delete(files).where(eq(files.fileId, stored.fileId));
  });

  it('refuses malformed queries and bodies with a 400 envelope', async () => {
    for (const q of [
      'fileNo=1',
      'fileId=x',
      'fileId=x&fileNo=0',
      'fileId=x&fileNo=abc',
      'fileId=x&fileNo=1&attach=maybe',
    ]) {
      const res = await attach(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().resultCode).toBe('BAD_REQUEST');
    }
    for (const body of [
      {},
      { fileId: 1 },
      { fileId: 'x', fileNos: 'all' },
      { fileId: 'x', includeAddtionalFiles: 'yes' },
    ]) {
      expect((await list(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/file/attach?fileId=x&fileNo=1' })).statusCode,
    ).toBe(401);
  });
});
