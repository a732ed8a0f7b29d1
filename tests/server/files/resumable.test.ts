import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileGroups, fileSets, files } from '../../../runtime/server/db/index.ts';
import { sweepFiles } from '../../../runtime/server/files/index.ts';
import { addUser } from '../auth/authTestApp.ts';
import { loginAs } from '../support/loginAs.ts';
import { createTestApp, type TestApp } from '../support/testDatabase.ts';
import { multipart } from './multipart.ts';

// Resumable (tus) uploads with the multipart path's rules, content sniffing on both
// paths, removing a file from a set, and the sweep of unbound sets and abandoned uploads.

const KIB = 1024;
let t: TestApp;
let dataDir: string;
let staff: Record<string, string>;
let other: Record<string, string>;
const savedDataDir = process.env.CONSOLE_DATA_DIR;
const TUS = { 'tus-resumable': '1.0.0' };

/** A Windows program's first bytes (`MZ`, then a PE header offset). */
const PE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), randomBytes(512)]);
/** A PDF's first bytes. */
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'console-resumable-'));
  process.env.CONSOLE_DATA_DIR = dataDir;
  t = await createTestApp();
  await addUser(t.database.db, { usrId: 'otherstaff' });
  staff = await loginAs(t.app, 'staff');
  other = await loginAs(t.app, 'otherstaff');
  await t.database.db
    .insert(fileGroups)
    .values({ fileGrpId: 'SMALLDOC', fileGrpNm: '작은 문서', accept: '.pdf,.txt', maxSizeBytes: 64 * KIB });
});
afterAll(async () => {
  await t?.close();
  if (savedDataDir === undefined) delete process.env.CONSOLE_DATA_DIR;
  else process.env.CONSOLE_DATA_DIR = savedDataDir;
  rmSync(dataDir, { recursive: true, force: true });
});

const b64 = (v: string) => Buffer.from(v, 'utf8').toString('base64');
const metadata = (m: Record<string, string>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${b64(v)}`)
    .join(',');

/** Creates a tus upload; its location, or the refusal. */
function create(meta: Record<string, string>, length: number, headers = staff) {
  return t.app.inject({
    method: 'POST',
    url: '/api/file/tus',
    headers: { ...headers, ...TUS, 'upload-length': String(length), 'upload-metadata': metadata(meta) },
  });
}
function patch(location: string, offset: number, chunk: Buffer, headers = staff) {
  return t.app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      ...headers,
      ...TUS,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: chunk,
  });
}
const head = (location: string, headers = staff) =>
  t.app.inject({ method: 'HEAD', url: location, headers: { ...headers, ...TUS } });
const listOf = (fileId: string, headers = staff) =>
  t.app.inject({ method: 'POST', url: '/api/file/list', headers, payload: { fileId } });
const tusLeft = () => readdirSync(join(dataDir, 'files', '.tus')).filter((n) => !n.startsWith('.'));

describe('resumable uploads (tus)', () => {
  it('takes a file in chunks, resumes from the offset the server reports, and stores it in a set', async () => {
    const data = randomBytes(48 * KIB);
    const created = await create(
      { filename: '계약서 스캔.pdf', filetype: 'application/pdf', fileGrpId: 'SMALLDOC' },
      data.length + PDF.length,
    );
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    expect(location).toMatch(/^\/api\/file\/tus\/[0-9a-f]{32}$/);
    const body = Buffer.concat([PDF, data]);
    const first = await patch(location, 0, body.subarray(0, 20 * KIB));
    expect(first.statusCode).toBe(204);
    // A dropped connection: the client asks where to go on from.
    const where = await head(location);
    expect(where.headers['upload-offset']).toBe(String(20 * KIB));
    const last = await patch(location, 20 * KIB, body.subarray(20 * KIB));
    expect(last.statusCode).toBe(200);
    const answer = last.json();
    expect(answer).toMatchObject({
      resultCode: '0000',
      body: {
        fileMetaDatas: [
          {
            orgFileNm: '계약서 스캔.pdf',
            sizeBytes: body.length,
            mimeType: 'application/pdf',
            fileGrpId: 'SMALLDOC',
          },
        ],
      },
    });
    const listed = await listOf(answer.body.fileId);
    expect(listed.json().body.fileMetaDatas).toHaveLength(1);
    const download = await t.app.inject({
      method: 'GET',
      url: listed.json().body.fileMetaDatas[0].accessUrl,
      headers: staff,
    });
    expect(download.rawPayload.equals(body)).toBe(true);
    expect(tusLeft()).toEqual([]);
    const [set] = await t.database.db.select().from(fileSets).where(eq(fileSets.fileId, answer.body.fileId));
    expect(set).toMatchObject({ ownerUsrId: 'staff', boundDttm: null });
  });

  it('appends to an existing set only for someone who may change it', async () => {
    const first = await create({ filename: 'a.txt', filetype: 'text/plain', fileGrpId: 'SMALLDOC' }, 5);
    const done = await patch(String(first.headers.location), 0, Buffer.from('hello'));
    const fileId = done.json().body.fileId as string;
    const refused = await create(
      { filename: 'b.txt', filetype: 'text/plain', fileGrpId: 'SMALLDOC', fileId },
      3,
      other,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().resultCode).toBe('ustra.file.forbidden');
    const again = await create(
      { filename: 'b.txt', filetype: 'text/plain', fileGrpId: 'SMALLDOC', fileId },
      3,
    );
    const appended = await patch(String(again.headers.location), 0, Buffer.from('abc'));
    expect(appended.json().body).toMatchObject({
      fileId,
      fileMetaDatas: [{ fileNo: 2, orgFileNm: 'b.txt' }],
    });
  });

  it("refuses another user's upload as if it did not exist", async () => {
    const created = await create({ filename: 'c.txt', filetype: 'text/plain', fileGrpId: 'SMALLDOC' }, 10);
    const location = String(created.headers.location);
    expect((await head(location, other)).statusCode).toBe(404);
    const stolen = await patch(location, 0, Buffer.from('0123456789'), other);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().resultMessage).toBe(
      '이어서 올릴 업로드를 찾을 수 없습니다. 파일을 다시 선택해주세요.',
    );
    expect((await head(location)).headers['upload-offset']).toBe('0');
    const anonymous = await t.app.inject({ method: 'HEAD', url: location, headers: TUS });
    expect(anonymous.statusCode).toBe(401);
  });

  it("applies the group's rules before a byte is taken", async () => {
    const big = await create(
      { filename: 'big.pdf', filetype: 'application/pdf', fileGrpId: 'SMALLDOC' },
      65 * KIB,
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().resultMessage).toBe(
      '허용된 파일 크기를 초과하였습니다: big.pdf. 최대 업로드 가능한 크기는 "64.00 KB" 입니다.',
    );
    const type = await create({ filename: 'photo.png', filetype: 'image/png', fileGrpId: 'SMALLDOC' }, 100);
    expect(type.statusCode).toBe(415);
    expect(type.json().resultCode).toBe('ustra.file.notAllowedFileType');
    const group = await create({ filename: 'a.txt', filetype: 'text/plain', fileGrpId: 'NOPE' }, 100);
    expect(group.statusCode).toBe(404);
    const deferred = await t.app.inject({
      method: 'POST',
      url: '/api/file/tus',
      headers: {
        ...staff,
        ...TUS,
        'upload-defer-length': '1',
        'upload-metadata': metadata({ filename: 'a.txt', fileGrpId: 'SMALLDOC' }),
      },
    });
    expect(deferred.statusCode).toBe(400);
  });

  it('refuses a renamed program when its last byte arrives, keeping nothing', async () => {
    const before = (await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(files))[0]!
      .n;
    const created = await create(
      { filename: 'readme.txt', filetype: 'text/plain', fileGrpId: 'SMALLDOC' },
      PE.length,
    );
    const refused = await patch(String(created.headers.location), 0, PE);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({
      resultCode: 'ustra.file.notAllowedContent',
      resultMessage: '실행 파일은 올릴 수 없습니다: readme.txt',
    });
    const after = (await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(files))[0]!
      .n;
    expect(after).toBe(before);
    const uploadId = String(created.headers.location).split('/').pop()!;
    expect(tusLeft().filter((n) => n.startsWith(uploadId))).toEqual([]);
  });
});

describe('content sniffing on the multipart path', () => {
  async function upload(name: string, type: string, data: Buffer, fileGrpId = 'DEFAULT') {
    const body = multipart({ fileGrpId }, [{ name, type, data }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: { ...staff, ...body.headers },
      payload: body.payload,
    });
  }

  it('refuses a program, HTML under another name, and one format named as another', async () => {
    const exe = await upload('invoice.pdf', 'application/pdf', PE);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().resultMessage).toBe('실행 파일은 올릴 수 없습니다: invoice.pdf');
    const html = await upload(
      'notes.txt',
      'text/plain',
      Buffer.from('<!DOCTYPE html><script>alert(1)</script>'),
    );
    expect(html.json()).toMatchObject({
      resultCode: 'ustra.file.notAllowedContent',
      resultMessage: 'HTML이나 스크립트가 든 파일은 올릴 수 없습니다: notes.txt',
    });
    const named = await upload('setup.exe', 'application/octet-stream', Buffer.from('plain text'));
    expect(named.json().resultMessage).toBe('실행 파일은 올릴 수 없습니다: setup.exe');
    const mismatch = await upload('photo.png', 'image/png', PDF);
    expect(mismatch.json().resultMessage).toBe(
      '파일 내용이 이름과 다른 형식(pdf)입니다: photo.png. 내용에 맞는 이름으로 올려주세요.',
    );
  });

  it('keeps honest files, storing the sniffed type over the declared one', async () => {
    const pdf = await upload('scan.pdf', 'application/octet-stream', PDF);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json().body.fileMetaDatas[0].mimeType).toBe('application/pdf');
    const text = await upload('memo.txt', 'text/plain', Buffer.from('회의록: 다음 주 월요일'));
    expect(text.statusCode).toBe(200);
    const page = await upload('page.html', 'text/html', Buffer.from('<html><body>hi</body></html>'));
    expect(page.statusCode).toBe(200);
  });
});

describe('removing a file from its set', () => {
  it('lets the owner remove one file and refuses anyone else', async () => {
    const body = multipart({ fileGrpId: 'DEFAULT' }, [
      { name: 'one.txt', type: 'text/plain', data: 'one' },
      { name: 'two.txt', type: 'text/plain', data: 'two' },
    ]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: { ...staff, ...body.headers },
      payload: body.payload,
    });
    const fileId = up.json().body.fileId as string;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/file/remove',
      headers: other,
      payload: { fileId, fileNo: 1 },
    });
    expect(refused.statusCode).toBe(403);
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/file/remove',
      headers: staff,
      payload: { fileId, fileNo: 1 },
    });
    expect(removed.json()).toMatchObject({ resultCode: '0000', body: { fileId, fileNo: 1, remaining: 1 } });
    expect(existsSync(join(dataDir, 'files', fileId, '1'))).toBe(false);
    expect(
      (await listOf(fileId)).json().body.fileMetaDatas.map((f: { orgFileNm: string }) => f.orgFileNm),
    ).toEqual(['two.txt']);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/file/remove',
      headers: staff,
      payload: { fileId, fileNo: 1 },
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('the sweep', () => {
  it('removes an unbound set and an abandoned upload once stale, and keeps a bound set', async () => {
    const up = async (name: string) => {
      const body = multipart({ fileGrpId: 'DEFAULT' }, [{ name, type: 'text/plain', data: name }]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/file/upload',
        headers: { ...staff, ...body.headers },
        payload: body.payload,
      });
      return res.json().body.fileId as string;
    };
    const unbound = await up('draft.txt');
    const bound = await up('saved.txt');
    await t.database.db.update(fileSets).set({ boundDttm: new Date() }).where(eq(fileSets.fileId, bound));
    const abandoned = await create(
      { filename: 'half.txt', filetype: 'text/plain', fileGrpId: 'SMALLDOC' },
      100,
    );
    const uploadId = String(abandoned.headers.location).split('/').pop()!;
    await patch(String(abandoned.headers.location), 0, Buffer.from('0123456789'));
    const dir = join(dataDir, 'files');

    // Not stale yet: nothing goes.
    const early = await sweepFiles(t.database.db, dir, { unboundMs: 3600_000 });
    expect(early.sets).not.toContain(unbound);
    expect(early.uploads).not.toContain(uploadId);

    const later = await sweepFiles(t.database.db, dir, {
      unboundMs: 3600_000,
      now: Date.now() + 2 * 3600_000,
    });
    expect(later.sets).toContain(unbound);
    expect(later.sets).not.toContain(bound);
    expect(later.uploads).toContain(uploadId);
    expect(existsSync(join(dir, unbound))).toBe(false);
    expect(existsSync(join(dir, bound))).toBe(true);
    expect(tusLeft().some((n) => n.startsWith(uploadId))).toBe(false);
    expect((await listOf(unbound)).json().body.fileMetaDatas).toEqual([]);
    expect((await listOf(bound)).json().body.fileMetaDatas).toHaveLength(1);
  });
});
