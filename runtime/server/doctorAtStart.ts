import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type ConsoleConfig, trustsLoopback } from '../../schemas/index.ts';
import { ipLimitProxyHint } from '../core/doctor/index.ts';
import { checkDatabase, type Database, menus, type SeedScreen } from './db/index.ts';

/**
 * Once at start: IP-limited menus with no `server.trustProxy` (ipLimitProxyHint), as one warning in
 * Korean and English. A failed read says so and does not stop the start.
 */
export async function warnAboutIpLimits(
  log: FastifyBaseLogger,
  database: Database,
  config: ConsoleConfig,
): Promise<void> {
  try {
    const limited = await database.db
      .select({ mnuId: menus.mnuId, mnuNm: menus.mnuNm })
      .from(menus)
      .where(and(eq(menus.sysCd, config.management.systemCode), eq(menus.ipLmtYn, 'Y')))
      .orderBy(asc(menus.mnuId));
    const hint = ipLimitProxyHint({
      ipLimitedMenus: limited.map((m) => `${m.mnuId} "${m.mnuNm}"`),
      trustProxy: config.server.trustProxy,
      trustLoopback: trustsLoopback(config),
    });
    if (hint) log.warn({ check: 'ipLimitProxy' }, hint);
  } catch (error) {
    log.warn(`IP limit check failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * `console doctor`'s check at start: each finding is logged as a warning (code, what is wrong, the
 * fix). It never fails the start: a database that disagrees with the code still serves what works.
 * Without screens (the CLI gives them) there is nothing to compare menus with, so it is skipped.
 */
export async function doctorAtStart(
  log: FastifyBaseLogger,
  database: Database,
  config: ConsoleConfig,
  screens: readonly SeedScreen[] | undefined,
): Promise<void> {
  if (!screens?.length) {
    log.info('doctor: no screens known (none given by the CLI), the database was not compared with the code');
    return;
  }
  try {
    const { findings } = await checkDatabase(database.db, {
      systemCode: config.management.systemCode,
      loginPath: config.auth.loginPath,
      screens,
      apis: config.apis,
    });
    for (const f of findings)
      log.warn({ doctor: f.code }, `${f.code} ${f.subject}: ${f.message} (fix: ${f.fix})`);
    if (findings.length)
      log.warn(
        `doctor: ${findings.length} problem(s) found; \`npx console doctor\` lists them with their fixes`,
      );
  } catch (error) {
    log.warn(`doctor: the check failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
