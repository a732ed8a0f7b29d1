import type { authorities } from '../schema.ts';
import { areaOf, type MenuRow } from './menuTree.ts';

/** Function ids granted per page menu (`mnuId:proIdVal:FUNCTION`). */
export const SEED_FUNCTIONS = ['SEARCH', 'SAVE', 'DELETE', 'EXCEL'] as const;

/** Areas whose pages the STAFF role may use (search only). */
export const STAFF_AREAS: readonly string[] = ['HOME', 'MP', 'CS'];

/** The roles the seed grants to. */
export const SEED_ROLES = ['ADMIN', 'STAFF'] as const;

/**
 * Role authorities: ADMIN gets every function of every page menu, STAFF only SEARCH on the pages of
 * 홈, 마이페이지 and 고객센터 (no SAVE, DELETE or EXCEL).
 */
export function buildRoleAuthorities(menus: readonly MenuRow[]): Array<typeof authorities.$inferInsert> {
  const rows: Array<typeof authorities.$inferInsert> = [];
  const pages = menus.filter((m) => m.mnuUrl);
  for (const m of pages) {
    for (const fn of SEED_FUNCTIONS) {
      rows.push({ roleId: 'ADMIN', usrId: null, authority: `${m.mnuId}:${m.proIdVal ?? ''}:${fn}` });
    }
  }
  for (const m of pages) {
    if (STAFF_AREAS.includes(areaOf(m.mnuUrl!))) {
      rows.push({ roleId: 'STAFF', usrId: null, authority: `${m.mnuId}:${m.proIdVal ?? ''}:SEARCH` });
    }
  }
  return rows;
}
