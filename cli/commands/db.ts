import { GUARDED_PROFILES } from '../../schemas/config/index.ts';
import { compileProject, formatDiagnostic } from '../compile/index.ts';
import type { Io } from '../io.ts';
import { buildMetaScreens } from './clientBuild.ts';

export interface DbCommandOptions {
  root: string;
  io: Io;
  /** Where DATABASE_URL / CONSOLE_DATA_DIR are read. Default `process.env`. */
  env?: Readonly<Record<string, string | undefined>> | undefined;
}

// The server's database code is imported lazily, keeping it out of `validate`'s start-up.
const dbModule = () => import('../../runtime/server/db/index.ts');

type DbModule = Awaited<ReturnType<typeof dbModule>>;

export async function withDatabase(
  o: DbCommandOptions,
  run: (db: DbModule, database: Awaited<ReturnType<DbModule['openDatabase']>>) => Promise<void>,
): Promise<number> {
  const db = await dbModule();
  let database: Awaited<ReturnType<DbModule['openDatabase']>> | undefined;
  try {
    database = await db.openDatabase(db.resolveDatabaseOptions(o.env ?? process.env, o.root));
    o.io.out(`database: ${database.kind} (${database.location})`);
    const { applied } = await db.migrate(database);
    o.io.out(applied.length ? `migrations applied: ${applied.join(', ')}` : 'migrations: up to date');
    await run(db, database);
    return 0;
  } catch (error) {
    o.io.err(`database: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database?.close();
  }
}

/** `console db migrate`: applies the pending migrations to DATABASE_URL or the PGlite folder. */
export async function dbMigrateCommand(o: DbCommandOptions): Promise<number> {
  return withDatabase(o, async () => {});
}

/**
 * `console db seed [--demo] [--reset-demo]`: migrates, then seeds app properties, the menu tree of
 * every screen, codes, file groups, authorities and — in the `local`, `dev` and `qa` profiles, or
 * with `--demo` (refused in `staging` and `production`) — the demo accounts. Without `--reset-demo` it only adds what is missing; with it
 * (which implies `--demo`) the demo is restored to its seeded state.
 */
export async function dbSeedCommand(
  o: DbCommandOptions & { profile?: string | undefined; resetDemo: boolean; demo?: boolean | undefined },
): Promise<number> {
  const project = compileProject({ root: o.root, profile: o.profile, env: o.env });
  for (const d of project.diagnostics) o.io.out(formatDiagnostic(d));
  if (project.diagnostics.length || !project.config) {
    o.io.err(`${project.diagnostics.length} problem(s) found; nothing seeded.`);
    return 1;
  }
  const config = project.config;
  if ((o.demo === true || o.resetDemo) && GUARDED_PROFILES.includes(config.app.profile)) {
    // Accounts that open with a password everyone knows: never in a guarded profile.
    o.io.err(
      `${config.app.profile} 프로필에는 데모 계정을 만들 수 없습니다. 데모 계정은 누구나 아는 비밀번호로 열립니다. \`npx console admin create <userId>\`로 관리자를 만드세요.`,
    );
    return 1;
  }
  return withDatabase(o, async (db, database) => {
    const demoAccounts = o.demo === true || o.resetDemo || db.seedsDemoAccounts(config.app.profile);
    const result = await db.seed(database, {
      systemCode: config.management.systemCode,
      screens: buildMetaScreens(project.screens),
      excludePaths: [config.auth.loginPath],
      resetDemo: o.resetDemo,
      demoAccounts,
      logger: { info: (m) => o.io.out(m), warn: (m) => o.io.err(m) },
    });
    const w = result.written;
    o.io.out(
      `${result.mode === 'reset' ? 'restored' : 'added'} (system ${config.management.systemCode}): ` +
        `${w.menus} menus, ${w.authorities} authorities, ${w.commonCodes} common codes, ` +
        `${w.codeMappingRules} code mapping rules, ${w.fileGroups} file groups, ${w.appProps} app properties, ` +
        `${w.users} users`,
    );
    o.io.out(
      !demoAccounts
        ? `demo accounts: none in the ${config.app.profile} profile (--demo adds them; \`console admin create <userId>\` makes an administrator)`
        : result.users.length
          ? `demo accounts ${result.mode === 'reset' ? 'restored' : 'created'}: ${result.users.join(', ')} (password ${db.DEMO_PASSWORD})`
          : 'demo accounts: all present, left as they are (--reset-demo restores them)',
    );
  });
}
