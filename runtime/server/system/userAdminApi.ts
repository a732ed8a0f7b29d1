import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FUNCTIONS, MANAGEMENT_PROGRAMS } from '../../../schemas/api/programs.ts';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import type { LockedUser, UserRecord } from '../../../schemas/api/userAdmin.ts';
import { hasProgramFunctionAuthority } from '../../core/auth/index.ts';
import { noteChange } from '../cache/index.ts';
import { type PersonalAction, unlockAccount, users } from '../db/index.ts';
import {
  apiRoute,
  auditStamp,
  hashPassword,
  type PluginOptions,
  success,
  updateStamp,
} from '../platform/index.ts';
import { adminAuditWriter } from './adminAuditWriter.ts';
import { personalManagementAnswer } from './managementPersonal.ts';
import { requireRolesInUse, rolesInUse } from './roleStore.ts';
import { systemErrors } from './systemErrors.ts';
import {
  findUserRecord,
  initialPassword,
  newPasswordColumns,
  searchUsers,
  stateColumns,
} from './userStore.ts';

/**
 * User administration bound to the SYSTEM_USER program (사용자 관리, 계정 잠금 관리): search and
 * read (menu authority); add, edit, reset a password and unlock (SAVE). Every write is recorded in
 * `admin_audit_logs` with its before and after (never a password or its hash), in the write's
 * transaction (an unlock: right after its own); a refused write changes nothing.
 */
export async function userAdminApi(app: FastifyInstance, options: PluginOptions): Promise<void> {
  const now = options.now ?? Date.now;
  const audit = adminAuditWriter(now);
  const { config } = options;
  /** Staff e-mail and mobile leave masked and recorded (`personal` on the routes). */
  const personal = <T>(
    request: FastifyRequest,
    name: 'user.search' | 'user.get' | 'user.add' | 'user.edit',
    body: T,
    o: { action?: PersonalAction; raw?: boolean; subjects?: string[] } = {},
  ) =>
    personalManagementAnswer(app, request, config, name, body, {
      ...o,
      now: now(),
      ...(name !== 'user.search' && { declaredBy: 'user.get' as const }),
    });

  apiRoute(app, API_ROUTES['user.locked'], async () => {
    const rows = await app.db
      .select({
        usrId: users.usrId,
        usrNm: users.usrNm,
        loginFailCnt: users.loginFailCnt,
        lockedDttm: users.lockedDttm,
      })
      .from(users)
      .where(eq(users.lockedYn, 'Y'))
      .orderBy(asc(users.usrId));
    const body: LockedUser[] = rows.map((r) => ({ ...r, lockedDttm: r.lockedDttm?.toISOString() ?? null }));
    return success(body);
  });

  apiRoute(app, API_ROUTES['user.unlock'], async (request) => {
    const { usrId } = request.body;
    const stamp = updateStamp(auditStamp(request, new Date(now())));
    const before = await findUserRecord(app.db, usrId);
    if (!before) throw systemErrors.userNotFound(usrId);
    const unlocked = await unlockAccount(app.db, usrId, stamp);
    if (!unlocked) throw systemErrors.userNotFound(usrId);
    await audit(request, app.db, 'user.unlock', usrId, before, await findUserRecord(app.db, usrId));
    noteChange(app.db, { t: 'user', k: usrId });
    request.log.info({ usrId }, 'account unlocked by an administrator');
    return success({ usrId, unlocked: true as const });
  });

  apiRoute(app, API_ROUTES['user.search'], async (request) =>
    success(
      personal(request, 'user.search', await searchUsers(app.db, request.body ?? { page: 1, size: 20 })),
    ),
  );

  apiRoute(app, API_ROUTES['user.roles'], async () => success(await rolesInUse(app.db)));

  apiRoute(app, API_ROUTES['user.get'], async (request) => {
    const record = await findUserRecord(app.db, request.params.usrId);
    if (!record) throw systemErrors.userNotFound(request.params.usrId);
    // In the clear for the one who may change them (the edit form), masked for anyone else.
    const raw = hasProgramFunctionAuthority(
      request.user?.roles ?? [],
      MANAGEMENT_PROGRAMS.user,
      FUNCTIONS.save,
    );
    return success(personal(request, 'user.get', record, { raw }));
  });

  apiRoute(app, API_ROUTES['user.add'], async (request) => {
    const input = request.body;
    const stamp = auditStamp(request, new Date(now()));
    await requireRolesInUse(app.db, [input.roleId]);
    const { password, generated } = initialPassword(input.usrId, input.password);
    const pwdHash = await hashPassword(password);
    await app.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(users)
        .values({
          usrId: input.usrId,
          usrNm: input.usrNm,
          pwdHash,
          roleId: input.roleId,
          status: 'ACTIVE',
          // The first login must change it (FS08): the administrator knows it.
          pwdChgReqYn: 'Y',
          pwdChgDttm: stamp.regDttm,
          email: input.email ?? null,
          mobile: input.mobile ?? null,
          allowedRegions: input.allowedRegions ?? null,
          secondFactor: input.secondFactor,
          ...stamp,
        })
        .onConflictDoNothing()
        .returning({ usrId: users.usrId });
      if (!inserted.length) throw systemErrors.userExists(input.usrId);
      await audit(request, tx, 'user.add', input.usrId, null, await findUserRecord(tx, input.usrId));
    });
    personal(request, 'user.add', null, { action: 'CREATE', subjects: [input.usrId] });
    request.log.info({ usrId: input.usrId, roleId: input.roleId }, 'account added by an administrator');
    return success({ usrId: input.usrId, ...(generated !== undefined && { initialPassword: generated }) });
  });

  apiRoute(app, API_ROUTES['user.edit'], async (request) => {
    const { usrId, state, ...fields } = request.body;
    if (fields.roleId !== undefined) await requireRolesInUse(app.db, [fields.roleId]);
    const stamp = updateStamp(auditStamp(request, new Date(now())));
    const { before, after } = await app.db.transaction(async (tx) => {
      const before = await findUserRecord(tx, usrId);
      if (!before) throw systemErrors.userNotFound(usrId);
      // An administrator who blocks themselves or changes their own role could lock themselves out.
      const changesAccess =
        (state !== undefined && state !== before.state) ||
        (fields.roleId !== undefined && fields.roleId !== before.roleId);
      if (usrId === request.user?.usrId && changesAccess) throw systemErrors.ownAccount();
      await tx
        .update(users)
        .set({ ...fields, ...(state !== undefined && stateColumns(state)), ...stamp })
        .where(eq(users.usrId, usrId));
      const after = (await findUserRecord(tx, usrId)) as UserRecord;
      await audit(request, tx, 'user.edit', usrId, before, after);
      return { before, after };
    });
    noteChange(app.db, { t: 'user', k: usrId });
    // A new role: the account's open consoles read their authorities again (no new login).
    if (after.roleId !== before.roleId) {
      await app.events
        .publish('authority', after.roleId ? { roleId: after.roleId } : {}, { usrId })
        .catch((error: Error) => request.log.warn({ err: error }, 'authority event not sent'));
    }
    // A blocked or dormant account may not keep a session: its pages are told at once.
    if (after.state !== 'ACTIVE' && before.state !== after.state) {
      await app.accounts.revokeSessions(usrId, request.ip);
    }
    request.log.info(
      { usrId, state: after.state, roleId: after.roleId },
      'account edited by an administrator',
    );
    return success(personal(request, 'user.edit', after, { action: 'UPDATE', raw: true }));
  });

  apiRoute(app, API_ROUTES['user.resetPassword'], async (request) => {
    const { usrId } = request.body;
    const { password, generated } = initialPassword(usrId, request.body.password);
    const pwdHash = await hashPassword(password);
    const stamp = updateStamp(auditStamp(request, new Date(now())));
    await app.db.transaction(async (tx) => {
      const before = await findUserRecord(tx, usrId);
      if (!before) throw systemErrors.userNotFound(usrId);
      await tx
        .update(users)
        .set({ ...newPasswordColumns(pwdHash, stamp.updDttm), ...stamp })
        .where(eq(users.usrId, usrId));
      await audit(request, tx, 'user.resetPassword', usrId, before, await findUserRecord(tx, usrId));
    });
    noteChange(app.db, { t: 'user', k: usrId });
    // Whoever knew the old password is out.
    await app.accounts.revokeSessions(usrId, request.ip);
    request.log.info({ usrId }, 'password reset by an administrator');
    return success({ usrId, ...(generated !== undefined && { initialPassword: generated }) });
  });
}
