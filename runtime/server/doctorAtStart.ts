import type { FastifyBaseLogger } from 'fastify';
import type { ConsoleConfig } from '../../schemas/index.ts';
import { checkDatabase, type Database, type SeedScreen } from './db/index.ts';

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
