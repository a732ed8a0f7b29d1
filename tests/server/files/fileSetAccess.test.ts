import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caughtUp } from '../../../runtime/server/cache/index.ts';
import {
  DEFAULT_MENU_ID,
  fileSets,
  files,
  IP_LIMITED_MENU_ID,
  menus,
  rowsOf,
} from '../../../runtime/server/db/index.ts';
import { addUser } from '../auth/authTestApp.ts';
import { loginAs } from '../support/loginAs.ts';
import { createTestApp, type TestApp } from '../support/testDatabase.ts';
import { multipart } from './multipart.ts';

// A file set belongs to its uploader (and the menu it was uploaded from); nobody else who
// merely knows its fileId may list, download or append to it.

let t: TestApp;
let dataDir: string;
const savedDataDir = process.env.CONSOLE_DATA_DIR;
/** Token headers per user: `staff` and `other` (STAFF), `admin` and `admin2` (ADMIN). */
const who: Record<'staff' | 'other' | 'admin' | 'admin2', Record<string, string>> = {
  staff: {},
  other: {},
  admin: {},
  admin2: {},
};
/** A page of 회원서비스 (MS): ADMIN holds it, STAFF does not. */
let adminOnlyMenu: string;
/** Another page of 회원서비스, made public (`authScopCd 03`) here: ADMIN holds it, STAFF does not. */
let publicMenu: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'console-file-sets-'));
  process.env.CONSOLE_DATA_DIR = dataDir;
  t = await createTestApp();
  const db = t.database.db;
  await addUser(db, { usrId: 'otherstaff' });
  await addUser(db, { usrId: 'admin2', roleId: 'ADMIN' });
  who.staff = await loginAs(t.app, 'staff');
  who.other = await loginAs(t.app, 'otherstaff');
  who.admin = await loginAs(t.app, 'admin');
  who.admin2 = await loginAs(t.app, 'admin2');
  const [first, second] = rowsOf<{ mnu_id: string }>(
    await db.execute(
      sql`select mnu_id from menus where mnu_url like '/pubs/MS/%' and ip_lmt_yn = 'N' order by mnu_id limit 2`,
    ),
  );
  adminOnlyMenu = first!.mnu_id;
  publicMenu = second!.mnu_id;
  await db.update(menus).set({ authScopCd: '03' }).where(eq(menus.mnuId, publicMenu));
  await caughtUp(db);
});
afterAll(async () => {
  await t?.close();
  if (savedDataDir === undefined) delete process.env.CONSOLE_DATA_DIR;
  else process.env.CONSOLE_DATA_DIR = savedDataDir;
  rmSync(dataDir, { recursive: true, force: true });
});

interface CallOptions {
  menuId?: string;
  remoteAddress?: string;
}
const extra = (o: CallOptions) => ({
  headers: o.menuId ? { 'Menu-Id': o.menuId } : {},
  ...(o.remoteAddress && { remoteAddress: o.remoteAddress }),
});

function upload(as: Record<string, string>, fileId: string | undefined, o: CallOptions = {}) {
  const body = multipart({ fileGrpId: 'DEFAULT', ...(fileId && { fileId }) }, [
    { name: '첨부.txt', type: 'text/plain', data: '내용' },
  ]);
  const e = extra(o);
  return t.app.inject({
    method: 'POST',
    url: '/api/file/upload',
    headers: { ...as, ...e.headers, ...body.headers },
    payload: body.payload,
    ...(e.remoteAddress && { remoteAddress: e.remoteAddress }),
  });
}
function list(as: Record<string, string>, fileId: string, o: CallOptions = {}) {
  const e = extra(o);
  return t.app.inject({
    method: 'POST',
    url: '/api/file/list',
    headers: { ...as, ...e.headers },
    payload: { fileId },
    ...(e.remoteAddress && { remoteAddress: e.remoteAddress }),
  });
}
function attach(as: Record<string, string>, fileId: string, o: CallOptions = {}) {
  const e = extra(o);
  return t.app.inject({
    method: 'GET',
    url: `/api/file/attach?fileId=${fileId}&fileNo=1`,
    headers: { ...as, ...e.headers },
    ...(e.remoteAddress && { remoteAddress: e.remoteAddress }),
  });
}

/** A new set uploaded by `as` (with `Menu-Id` when given): its fileId. */
async function newSet(as: Record<string, string>, menuId?: string): Promise<string> {
  const res = await upload(as, undefined, menuId ? { menuId } : {});
  expect(res.statusCode).toBe(200);
  return res.json().body.fileId;
}

/** Every row of the set and every file on disk: equal before and after, nothing changed. */
async function state(fileId: string) {
  const rows = await t.database.db
    .select()
    .from(files)
    .where(eq(files.fileId, fileId))
    .orderBy(asc(files.fileNo));
  const set = await t.database.db.select().from(fileSets).where(eq(fileSets.fileId, fileId));
  const disk = readdirSync(join(dataDir, 'files'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
  return { rows, set, disk };
}

const FORBIDDEN = {
  resultCode: 'ustra.file.forbidden',
  resultMessage:
    '이 파일에 대한 권한이 없습니다. 파일을 올린 사용자나 해당 메뉴의 권한이 있는 사용자만 조회하거나 추가할 수 있습니다.',
  body: null,
};

/** `as` can neither list, download nor append to `fileId`, and trying changes nothing. */
async function expectLockedOut(as: Record<string, string>, fileId: string, o: CallOptions = {}) {
  const before = await state(fileId);
  for (const res of [await list(as, fileId, o), await attach(as, fileId, o), await upload(as, fileId, o)]) {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
  }
  expect(await state(fileId)).toEqual(before);
}

/** `as` can list and download `fileId`. */
async function expectReads(as: Record<string, string>, fileId: string, o: CallOptions = {}) {
  const listed = await list(as, fileId, o);
  expect(listed.statusCode).toBe(200);
  expect(listed.json().body.fileMetaDatas.length).toBeGreaterThan(0);
  const file = await attach(as, fileId, o);
  expect(file.statusCode).toBe(200);
  expect(file.body).toBe('내용');
}

/** `as` can append to `fileId`: the next file number comes back. */
async function expectAppends(as: Record<string, string>, fileId: string, o: CallOptions = {}) {
  const count = (await state(fileId)).rows.length;
  const res = await upload(as, fileId, o);
  expect(res.statusCode).toBe(200);
  expect(res.json().body.fileMetaDatas[0].fileNo).toBe(count + 1);
}

const owner = async (fileId: string) =>
  (await t.database.db.select().from(fileSets).where(eq(fileSets.fileId, fileId)))[0];

describe('file sets have an owner', () => {
  it('a set uploaded without a menu is its uploader\u2019s alone', async () => {
    const fileId = await newSet(who.staff);
    expect(await owner(fileId)).toMatchObject({ ownerUsrId: 'staff', mnuId: null, regUsrId: 'staff' });
    await expectLockedOut(who.other, fileId);
    await expectLockedOut(who.admin, fileId);
    await expectReads(who.staff, fileId);
    await expectAppends(who.staff, fileId);
    // Appending does not change the owner.
    expect(await owner(fileId)).toMatchObject({ ownerUsrId: 'staff', mnuId: null });
  });

  it('a Menu-Id the uploader holds no authority for binds nothing', async () => {
    const fileId = await newSet(who.staff, adminOnlyMenu);
    expect(await owner(fileId)).toMatchObject({ ownerUsrId: 'staff', mnuId: null });
    await expectLockedOut(who.admin, fileId, { menuId: adminOnlyMenu });
    const unknown = await newSet(who.admin, '9999999');
    expect(await owner(unknown)).toMatchObject({ ownerUsrId: 'admin', mnuId: null });
  });

  it('uploaded from a menu: its holders read it, only those with SAVE there append', async () => {
    // 마이페이지: STAFF holds SEARCH there, ADMIN every function.
    const fileId = await newSet(who.staff, DEFAULT_MENU_ID);
    expect(await owner(fileId)).toMatchObject({ ownerUsrId: 'staff', mnuId: DEFAULT_MENU_ID });
    await expectReads(who.other, fileId);
    const before = await state(fileId);
    const append = await upload(who.other, fileId);
    expect(append.statusCode).toBe(403);
    expect(append.json()).toEqual(FORBIDDEN);
    expect(await state(fileId)).toEqual(before);
    await expectReads(who.admin2, fileId);
    await expectAppends(who.admin2, fileId);
    expect(await owner(fileId)).toMatchObject({ ownerUsrId: 'staff', mnuId: DEFAULT_MENU_ID });
  });

  it('a set only ADMIN\u2019s menu holds: another admin reads and appends, staff does not', async () => {
    const fileId = await newSet(who.admin, adminOnlyMenu);
    expect(await owner(fileId)).toMatchObject({ ownerUsrId: 'admin', mnuId: adminOnlyMenu });
    await expectLockedOut(who.staff, fileId, { menuId: adminOnlyMenu });
    await expectReads(who.admin2, fileId);
    await expectAppends(who.admin2, fileId);
  });

  it('a public menu (authScopCd 03) opens reading to everyone, never appending', async () => {
    const fileId = await newSet(who.admin, publicMenu);
    expect(await owner(fileId)).toMatchObject({ mnuId: publicMenu });
    await expectReads(who.staff, fileId);
    const before = await state(fileId);
    const append = await upload(who.staff, fileId, { menuId: publicMenu });
    expect(append.statusCode).toBe(403);
    expect(append.json()).toEqual(FORBIDDEN);
    expect(await state(fileId)).toEqual(before);
    // Uploaded there by someone without authority for it, a set stays its uploader's.
    const staffs = await newSet(who.staff, publicMenu);
    expect(await owner(staffs)).toMatchObject({ ownerUsrId: 'staff', mnuId: null });
    await expectLockedOut(who.other, staffs, { menuId: publicMenu });
  });

  it('the set\u2019s menu keeps its IP limit for everyone but the owner', async () => {
    const fileId = await newSet(who.admin, IP_LIMITED_MENU_ID);
    expect(await owner(fileId)).toMatchObject({ mnuId: IP_LIMITED_MENU_ID });
    await expectLockedOut(who.admin2, fileId, { remoteAddress: '10.9.9.9' });
    await expectReads(who.admin2, fileId, { remoteAddress: '10.10.10.10' });
    await expectReads(who.admin, fileId, { remoteAddress: '10.9.9.9' });
  });

  it('an unknown set: list is empty, download and append answer 404', async () => {
    const unknown = 'a'.repeat(32);
    expect((await list(who.staff, unknown)).json()).toMatchObject({ body: { fileMetaDatas: [] } });
    expect((await attach(who.staff, unknown)).json().resultCode).toBe('ustra.file.cannotFoundFile');
    expect((await upload(who.staff, unknown)).json().resultCode).toBe('ustra.file.cannotFoundFile');
  });
});
