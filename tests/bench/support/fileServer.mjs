// The console server of `bench:files`, in a process of its own so its memory is measured alone:
// PGlite in a temporary data folder (files under <it>/files), seeded, with a file group BENCH
// (any type, 300 MiB), listening on 127.0.0.1 at a free port. Prints one JSON line
// `{ port, headers }` (an admin session's headers) and stops, removing the folder, on SIGTERM.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

register();
const dir = mkdtempSync(join(tmpdir(), 'console-bench-files-'));
process.env.CONSOLE_DATA_DIR = dir;
const { buildApp } = await import('../../../runtime/server/buildApp.ts');
const { fileGroups, migrate, openDatabase, seed } = await import('../../../runtime/server/db/index.ts');
const { configSchema } = await import('../../../schemas/config/index.ts');
const { exampleScreens } = await import('../../server/support/testDatabase.ts');
const { adminHeaders } = await import('./adminSession.mjs');

const config = configSchema.parse({});
const database = await openDatabase({ dataDir: join(dir, 'pglite') });
await migrate(database);
await seed(database, {
  systemCode: config.management.systemCode,
  screens: exampleScreens(),
  excludePaths: ['/login'],
});
await database.db
  .insert(fileGroups)
  .values({ fileGrpId: 'BENCH', fileGrpNm: '벤치마크', accept: null, maxSizeBytes: 300 * 1024 * 1024 });
const app = await buildApp({ config, database, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const headers = await adminHeaders(app, database, config, undefined);
delete headers['content-type'];
delete headers[config.api.headers.menuId];
process.stdout.write(`${JSON.stringify({ port: app.server.address().port, headers })}\n`);

let stopping = false;
process.on('SIGTERM', async () => {
  if (stopping) return;
  stopping = true;
  await app.close().catch(() => undefined);
  await database.close().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
