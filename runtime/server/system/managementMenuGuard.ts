import type { FastifyRequest } from 'fastify';
import { MANAGEMENT_PROGRAMS } from '../../../schemas/api/programs.ts';
import { hasProgramFunctionAuthority } from '../../core/auth/index.ts';
import type { Queryable } from '../db/index.ts';
import { authErrors } from '../platform/index.ts';
import { findMenu } from './menuStore.ts';

const PROGRAMS: ReadonlySet<string> = new Set(Object.values(MANAGEMENT_PROGRAMS));

/**
 * Menu management must not be a way into the other management programs: creating, changing or
 * removing a menu of one (`proIdVal` SYSTEM_USER, …), or giving a menu that program, needs `fn`
 * (SAVE or DELETE) on a menu of that program too, not only on the menu-management screen. Throws
 * 403 FORBIDDEN_FUNCTION otherwise.
 */
export async function guardManagementMenus(
  db: Queryable,
  request: FastifyRequest,
  inputs: ReadonlyArray<{ mnuId?: string | undefined; proIdVal?: string | null | undefined }>,
  fn: string,
): Promise<void> {
  const touched = new Set<string>();
  for (const input of inputs) {
    if (input.proIdVal && PROGRAMS.has(input.proIdVal)) touched.add(input.proIdVal);
    if (input.mnuId) {
      const existing = await findMenu(db, input.mnuId);
      if (existing?.proIdVal && PROGRAMS.has(existing.proIdVal)) touched.add(existing.proIdVal);
    }
  }
  const roles = request.user?.roles ?? [];
  for (const program of touched) {
    if (!hasProgramFunctionAuthority(roles, program, fn)) throw authErrors.forbiddenFunction();
  }
}
