import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  type Db,
  IP_LIMITED_MENU_ID,
  MY_PAGE_FOLDER_ID,
  PUBLIC_MENU_ID,
  rowsOf,
} from '../../../runtime/server/db/index.ts';
import { loginAs } from '../support/loginAs.ts';
import { createTestApp, type TestApp } from '../support/testDatabase.ts';

/** The seeded menus the system tests use. */
export interface SeedMenus {
  /** A page of 회원서비스 (MS): ADMIN holds it, STAFF does not. No IP limit. */
  adminOnly: string;
  /** A page of 마이페이지 (MP): ADMIN and STAFF hold it. */
  staffToo: string;
  /** 시스템 정보: IP-limited to 10.10.10.10 (and loopback); ADMIN only. */
  ipLimited: string;
  /** 공지사항: authScopCd 03, open to everyone. */
  public: string;
  /** The 마이페이지 folder (depth 1). */
  myPageFolder: string;
  /** 메뉴 관리 (UI_FU_0088, `programId: SYSTEM_MENU`): the menu the menu API is bound to. ADMIN only. */
  menuAdmin: string;
  /** A `SYSTEM_USER` menu (계정 잠금 관리): the menu the user administration API is bound to. ADMIN only. */
  userAdmin: string;
  /** The `SYSTEM_ROLE` menu (권한 관리): the menu the role API is bound to. ADMIN only. */
  roleAdmin: string;
  /** A `SYSTEM_HISTORY` menu (로그인 이력 or 접속 이력): the history API's. ADMIN only. */
  history: string;
  /** The `SYSTEM_CONFIG` menu (시스템 설정): the app properties API's. ADMIN only. */
  config: string;
  /** The `SYSTEM_APPROVAL` menu (승인 관리): the approval API's. ADMIN only. */
  approval: string;
  /** The `SYSTEM_CODE` menu (공통코드 관리): the common code API's. ADMIN only. */
  code: string;
  /** 개인정보 접속기록 (SYSTEM_PRIVACY). */
  privacy: string;
  /** 개인정보 월간 점검 (SYSTEM_PRIVACY_REVIEW). */
  privacyReview: string;
}

export interface SystemFixture extends TestApp {
  db: Db;
  menus: SeedMenus;
  /** Token headers of `admin` and `staff`. */
  admin: Record<string, string>;
  staff: Record<string, string>;
  /** POST `url` with a JSON body as `who`, naming `menuId` in Menu-Id when given. */
  post(
    url: string,
    body: unknown,
    who: Record<string, string>,
    menuId?: string,
    extra?: { remoteAddress?: string; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  /** The URL (the screen's route) of a seeded menu, e.g. to bind a declared API to its screen. */
  menuUrl(mnuId: string): Promise<string>;
}

async function firstMenu(db: Db, where: ReturnType<typeof sql>): Promise<string> {
  const rows = rowsOf<{ mnu_id: string }>(
    await db.execute(sql`select mnu_id from menus where ${where} order by mnu_id limit 1`),
  );
  const id = rows[0]?.mnu_id;
  if (!id) throw new Error('the seed has no menu for a system test');
  return id;
}

/** An app over a fresh seeded database with `admin` and `staff` logged in. Close it. */
export async function systemFixture(
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<SystemFixture> {
  const t = await createTestApp(options);
  const db = t.database.db;
  const menus: SeedMenus = {
    adminOnly: await firstMenu(db, sql`mnu_url like '/pubs/MS/%' and ip_lmt_yn = 'N' and dp_yn = 'Y'`),
    staffToo: await firstMenu(db, sql`mnu_url like '/pubs/MP/%' and ip_lmt_yn = 'N' and dp_yn = 'Y'`),
    ipLimited: IP_LIMITED_MENU_ID,
    public: PUBLIC_MENU_ID,
    myPageFolder: MY_PAGE_FOLDER_ID,
    menuAdmin: await firstMenu(db, sql`pro_id_val = 'SYSTEM_MENU'`),
    userAdmin: await firstMenu(db, sql`pro_id_val = 'SYSTEM_USER'`),
    roleAdmin: await firstMenu(db, sql`pro_id_val = 'SYSTEM_ROLE'`),
    history: await firstMenu(db, sql`pro_id_val = 'SYSTEM_HISTORY'`),
    config: await firstMenu(db, sql`pro_id_val = 'SYSTEM_CONFIG'`),
    approval: await firstMenu(db, sql`pro_id_val = 'SYSTEM_APPROVAL'`),
    code: await firstMenu(db, sql`pro_id_val = 'SYSTEM_CODE'`),
    privacy: await firstMenu(db, sql`pro_id_val = 'SYSTEM_PRIVACY'`),
    privacyReview: await firstMenu(db, sql`pro_id_val = 'SYSTEM_PRIVACY_REVIEW'`),
  };
  const admin = await loginAs(t.app, 'admin');
  const staff = await loginAs(t.app, 'staff');
  const post: SystemFixture['post'] = (url, body, who, menuId, extra = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...who, ...(menuId !== undefined && { 'Menu-Id': menuId }), ...extra.headers },
      ...(body !== undefined && { payload: body as object }),
      ...(extra.remoteAddress !== undefined && { remoteAddress: extra.remoteAddress }),
    });
  const menuUrl = async (mnuId: string) => {
    const [row] = rowsOf<{ mnu_url: string | null }>(
      await db.execute(sql`select mnu_url from menus where mnu_id = ${mnuId}`),
    );
    if (!row?.mnu_url) throw new Error(`menu ${mnuId} has no URL`);
    return row.mnu_url;
  };
  return { ...t, db, menus, admin, staff, post, menuUrl };
}

/** Row counts and a digest of the tables the system API writes: equal snapshots, nothing written. */
export async function snapshot(db: Db): Promise<Record<string, string>> {
  const rows = rowsOf<Record<string, string>>(
    await db.execute(sql`select
      (select md5(coalesce(string_agg(t::text, ',' order by t.mnu_id), '')) from menus t) as menus,
      (select md5(coalesce(string_agg(t::text, ',' order by t.usr_id, t.sys_cd, t.mnu_id), '')) from user_menus t) as user_menus,
      (select count(*)::text from access_logs) as access_logs,
      (select md5(coalesce(string_agg(t::text, ',' order by t.file_id, t.file_no), '')) from files t) as files,
      (select md5(coalesce(string_agg(t::text, ',' order by t.usr_id), '')) from users t) as users,
      (select md5(coalesce(string_agg(t::text, ',' order by t.role_id), '')) from roles t) as roles,
      (select md5(coalesce(string_agg(t::text, ',' order by t.id), '')) from authorities t) as authorities,
      (select md5(coalesce(string_agg(t::text, ',' order by t.grp_cd, t.dtl_cd), '')) from common_codes t) as common_codes,
      (select md5(coalesce(string_agg(t::text, ',' order by t.sys_cd), '')) from app_props t) as app_props,
      (select md5(coalesce(string_agg(t::text, ',' order by t.id), '')) from approval_requests t) as approval_requests,
      (select count(*)::text from admin_audit_logs) as admin_audit_logs`),
  );
  return rows[0]!;
}
