// The console the benchmarks (and the kill -9 test's server process) run: a database migrated and
// seeded with the example screens, and the app with the first 회원서비스 menu bound to the APIs under
// test. Imported after tsx's loader is registered.
const { sql } = await import('drizzle-orm');
const { buildApp } = await import('../../../runtime/server/buildApp.ts');
const { migrate, rowsOf, seed } = await import('../../../runtime/server/db/index.ts');
const { exampleScreens } = await import('../../server/support/testDatabase.ts');

/**
 * Migrates and seeds `database`, then builds (not listening) the console of `config` over it with
 * the first 회원서비스 menu without an IP limit bound to `apis` as screen `title`. `options` go to
 * buildApp. Resolves the app and that menu (`mnu_id`, `mnu_url`).
 */
export async function seededConsole(database, config, { title, apis, imports, ...options }) {
  await migrate(database);
  await seed(database, {
    systemCode: config.management.systemCode,
    screens: exampleScreens(),
    excludePaths: ['/login'],
  });
  const [menu] = rowsOf(
    await database.db.execute(
      sql`select mnu_id, mnu_url from menus where mnu_url like '/pubs/MS/%' and ip_lmt_yn = 'N' order by mnu_id limit 1`,
    ),
  );
  const app = await buildApp({
    config,
    database,
    logger: false,
    screens: [{ path: menu.mnu_url, title, apis, ...(imports && { imports }) }],
    ...options,
  });
  return { app, menu };
}
