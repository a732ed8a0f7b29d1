import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppPropsRecord } from '../../../schemas/api/appProps.ts';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import { noteChange } from '../cache/index.ts';
import { appProps, DEFAULT_APP_PROP, type Queryable } from '../db/index.ts';
import { apiRoute, auditStamp, type PluginOptions, success, updateStamp } from '../platform/index.ts';
import { adminAuditWriter } from './adminAuditWriter.ts';

/** The system's properties as 시스템 설정 shows them (the defaults when it has no row yet). */
async function readProps(db: Queryable, sysCd: string): Promise<AppPropsRecord> {
  const [row] = await db.select().from(appProps).where(eq(appProps.sysCd, sysCd)).limit(1);
  if (!row) return { sysCd, ...DEFAULT_APP_PROP, updDttm: null, updUsrId: null };
  return {
    sysCd,
    authApprovalType: row.authApprovalType,
    passwordChangeDays: row.passwordChangeDays,
    maximumLoginFailNumbers: row.maximumLoginFailNumbers,
    canUpdateUserPassword: row.canUpdateUserPassword,
    updDttm: row.updDttm.toISOString(),
    updUsrId: row.updUsrId,
  };
}

/**
 * 시스템 설정, bound to the SYSTEM_CONFIG program: the app properties the login rules read (approval
 * flow, password age, lock count, password change), read (menu authority) and saved (SAVE). The
 * login reads them per call, so a save holds from the next call on every instance; the initial
 * data carries them to the consoles, which the event stream tells to read it again. Audited.
 */
export async function appPropsApi(app: FastifyInstance, options: PluginOptions): Promise<void> {
  const sysCd = options.config.management.systemCode;
  const now = options.now ?? Date.now;
  const audit = adminAuditWriter(now);

  apiRoute(app, API_ROUTES['props.get'], async () => success(await readProps(app.db, sysCd)));

  apiRoute(app, API_ROUTES['props.save'], async (request) => {
    const stamp = auditStamp(request, new Date(now()));
    const after = await app.db.transaction(async (tx) => {
      const before = await readProps(tx, sysCd);
      const { updDttm: _u, updUsrId: _w, sysCd: _s, ...current } = before;
      const next = { ...current, ...request.body };
      await tx
        .insert(appProps)
        .values({ sysCd, ...next, ...stamp })
        .onConflictDoUpdate({ target: appProps.sysCd, set: { ...next, ...updateStamp(stamp) } });
      const after = await readProps(tx, sysCd);
      await audit(request, tx, 'props.save', sysCd, before, after);
      return after;
    });
    noteChange(app.db, { t: 'app_props' });
    await app.events
      .publish('initial-data', { sysCd })
      .catch((error: Error) => request.log.warn({ err: error }, 'initial-data event not sent'));
    request.log.info({ sysCd, ...request.body }, 'app properties saved');
    return success(after);
  });
}
