import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type {
  AccessHistorySearch,
  AuthorityHistorySearch,
  LoginHistorySearch,
} from '../../../schemas/api/history.ts';
import { AUTH_MESSAGES } from '../../core/auth/index.ts';
import {
  accessLogs,
  adminAuditLogs,
  containsPattern,
  loginHistory,
  menus,
  type Queryable,
  users,
  withinKoreanDays,
} from '../db/index.ts';
import { AUTHORITY_ACTIONS, type AuthorityAction, authorityChange } from './authorityChange.ts';

/** What a login result code means, in Korean (로그인 이력). */
export function loginResultText(resCd: string): string {
  if (resCd === '0000') return '로그인 성공';
  if (resCd === 'KEY') return '인증번호 발송 (2단계 인증 대기)';
  if (resCd === 'FS0F') return AUTH_MESSAGES.keyWrong;
  return (AUTH_MESSAGES as Record<string, string>)[resCd] ?? resCd;
}

const LOGIN_SORTS: Record<string, SQL[]> = {
  loginDttm: [asc(loginHistory.loginDttm), asc(loginHistory.id)],
  '-loginDttm': [desc(loginHistory.loginDttm), desc(loginHistory.id)],
  usrId: [asc(loginHistory.usrId), desc(loginHistory.id)],
  '-usrId': [desc(loginHistory.usrId), desc(loginHistory.id)],
};

/** One page of login attempts (newest first unless sorted otherwise) and the count of all. */
export async function searchLoginHistory(db: Queryable, sysCd: string, s: LoginHistorySearch) {
  const where = and(
    eq(loginHistory.sysCd, sysCd),
    withinKoreanDays(loginHistory.loginDttm, s.period),
    s.usrId ? ilike(loginHistory.usrId, containsPattern(s.usrId)) : undefined,
    s.resCd ? eq(loginHistory.resCd, s.resCd) : undefined,
    s.succYn ? eq(loginHistory.succYn, s.succYn) : undefined,
    s.ip ? ilike(loginHistory.ip, containsPattern(s.ip)) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(loginHistory).where(where);
  const rows = await db
    .select({ row: loginHistory, usrNm: users.usrNm })
    .from(loginHistory)
    .leftJoin(users, eq(users.usrId, loginHistory.usrId))
    .where(where)
    .orderBy(...(LOGIN_SORTS[s.sort ?? '-loginDttm'] ?? LOGIN_SORTS['-loginDttm']!))
    .limit(s.size)
    .offset((s.page - 1) * s.size);
  return {
    list: rows.map(({ row, usrNm }) => ({
      id: row.id,
      usrId: row.usrId,
      usrNm,
      resCd: row.resCd,
      resText: loginResultText(row.resCd),
      succYn: row.succYn === 'Y' ? ('Y' as const) : ('N' as const),
      ip: row.ip,
      userAgent: row.userAgent,
      loginDttm: row.loginDttm.toISOString(),
    })),
    totalCount: total?.n ?? 0,
  };
}

const ACCESS_SORTS: Record<string, SQL[]> = {
  regDttm: [asc(accessLogs.regDttm), asc(accessLogs.id)],
  '-regDttm': [desc(accessLogs.regDttm), desc(accessLogs.id)],
  usrId: [asc(accessLogs.usrId), desc(accessLogs.id)],
  '-usrId': [desc(accessLogs.usrId), desc(accessLogs.id)],
};

/** One page of menu visits and function uses (newest first unless sorted otherwise) and the count. */
export async function searchAccessHistory(db: Queryable, sysCd: string, s: AccessHistorySearch) {
  const where = and(
    eq(accessLogs.sysCd, sysCd),
    withinKoreanDays(accessLogs.regDttm, s.period),
    s.usrId ? ilike(accessLogs.usrId, containsPattern(s.usrId)) : undefined,
    s.mnuId ? eq(accessLogs.mnuId, s.mnuId) : undefined,
    s.kind === 'MENU'
      ? isNull(accessLogs.fncId)
      : s.kind === 'FUNCTION'
        ? isNotNull(accessLogs.fncId)
        : undefined,
  );
  const [total] = await db.select({ n: count() }).from(accessLogs).where(where);
  const rows = await db
    .select({ row: accessLogs, usrNm: users.usrNm, mnuNm: menus.mnuNm })
    .from(accessLogs)
    .leftJoin(users, eq(users.usrId, accessLogs.usrId))
    .leftJoin(menus, eq(menus.mnuId, accessLogs.mnuId))
    .where(where)
    .orderBy(...(ACCESS_SORTS[s.sort ?? '-regDttm'] ?? ACCESS_SORTS['-regDttm']!))
    .limit(s.size)
    .offset((s.page - 1) * s.size);
  return {
    list: rows.map(({ row, usrNm, mnuNm }) => ({
      id: row.id,
      usrId: row.usrId ?? '',
      usrNm,
      mnuId: row.mnuId,
      mnuNm,
      mnuUrl: row.mnuUrl,
      fncId: row.fncId,
      kind: row.fncId === null ? ('MENU' as const) : ('FUNCTION' as const),
      ip: row.regUsrIp,
      regDttm: row.regDttm.toISOString(),
    })),
    totalCount: total?.n ?? 0,
  };
}

/**
 * 권한 변경 이력 (C7), one page: the administration writes that grant, change or take authority, with
 * who did them (name and address), to whom, and what changed, newest first.
 */
export async function searchAuthorityHistory(db: Queryable, s: AuthorityHistorySearch) {
  const where = and(
    inArray(adminAuditLogs.actCd, Object.keys(AUTHORITY_ACTIONS)),
    withinKoreanDays(adminAuditLogs.regDttm, s.period),
    s.usrId ? ilike(adminAuditLogs.usrId, containsPattern(s.usrId)) : undefined,
    s.trgtId ? eq(adminAuditLogs.trgtId, s.trgtId) : undefined,
    s.actCd ? eq(adminAuditLogs.actCd, s.actCd) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(adminAuditLogs).where(where);
  const rows = await db
    .select({ row: adminAuditLogs, usrNm: users.usrNm })
    .from(adminAuditLogs)
    .leftJoin(users, eq(users.usrId, adminAuditLogs.usrId))
    .where(where)
    .orderBy(desc(adminAuditLogs.regDttm), desc(adminAuditLogs.id))
    .limit(s.size)
    .offset((s.page - 1) * s.size);
  return {
    list: rows.map(({ row, usrNm }) => ({
      id: row.id,
      regDttm: row.regDttm.toISOString(),
      usrId: row.usrId,
      usrNm,
      usrIp: row.usrIp,
      actCd: row.actCd,
      actNm: AUTHORITY_ACTIONS[row.actCd as AuthorityAction] ?? row.actCd,
      trgtId: row.trgtId,
      change: authorityChange(row.actCd, row.beforeVal, row.afterVal),
    })),
    totalCount: total?.n ?? 0,
  };
}
