// A console server process for killDuringWrite.test.ts: over the database and outbox it is given,
// it makes one write of personal data through the gateway and says when it is answered. The test
// kills it with SIGKILL mid-call or just after the answer. Lines on standard output are JSON.
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../runtime/server/buildApp.ts';
import { migrate, openDatabase, rowsOf, seed } from '../../../runtime/server/db/index.ts';
import { configSchema } from '../../../schemas/config/index.ts';
import { loginAs } from '../support/loginAs.ts';
import { exampleScreens } from '../support/testDatabase.ts';

const { databaseOptions, recordsDir, backendUrl } = JSON.parse(process.argv[2] as string);
const say = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);

const RECORDED_WRITE_CONFIG = {
  upstreams: { shop: { url: backendUrl } },
  apis: {
    'shop.memberSave': {
      upstream: 'shop',
      method: 'POST',
      path: '/members/save',
      personal: { subject: 'custNo', fields: { custNm: 'NAME', mobile: 'PHONE' } },
    },
  },
};
const config = configSchema.parse(RECORDED_WRITE_CONFIG);
const database = await openDatabase(databaseOptions);
await migrate(database);
await seed(database, {
  systemCode: config.management.systemCode,
  screens: exampleScreens(),
  excludePaths: ['/login'],
});
const [menu] = rowsOf<{ mnu_id: string; mnu_url: string }>(
  await database.db.execute(
    sql`select mnu_id, mnu_url from menus where mnu_url like '/pubs/MS/%' and ip_lmt_yn = 'N' order by mnu_id limit 1`,
  ),
);
const app = await buildApp({
  config,
  database,
  logger: false,
  recordsDir,
  screens: [{ path: menu!.mnu_url, title: '회원', apis: ['shop.memberSave'] }],
});
await app.ready();
const admin = await loginAs(app, 'admin', { config });
say({ ready: true, pid: process.pid });
const res = await app.inject({
  method: 'POST',
  url: '/api/ext/shop.memberSave',
  headers: { ...admin, 'Menu-Id': menu!.mnu_id, 'X-Tran-Id': 'tran-kill-9' },
  payload: { custNo: 'M100007', mobile: '010-9876-5432' },
});
say({ answered: res.statusCode, body: res.body });
// Killed from here on: nothing below is meant to run before the kill.
setInterval(() => {}, 1000);
