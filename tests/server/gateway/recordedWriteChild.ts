// A console server process for killDuringWrite.test.ts: over the database and outbox it is given,
// it makes one write of personal data through the gateway and says when it is answered. The test
// kills it with SIGKILL mid-call or just after the answer. Lines on standard output are JSON.
import { openDatabase } from '../../../runtime/server/db/index.ts';
import { configSchema } from '../../../schemas/config/index.ts';
import { seededConsole } from '../../bench/support/seededConsole.mjs';
import { loginAs } from '../support/loginAs.ts';

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
const { app, menu } = await seededConsole(database, config, {
  title: '회원',
  apis: ['shop.memberSave'],
  recordsDir,
});
await app.ready();
const admin = await loginAs(app, 'admin', { config });
say({ ready: true, pid: process.pid });
const res = await app.inject({
  method: 'POST',
  url: '/api/ext/shop.memberSave',
  headers: { ...admin, 'Menu-Id': menu.mnu_id, 'X-Tran-Id': 'tran-kill-9' },
  payload: { custNo: 'M100007', mobile: '010-9876-5432' },
});
say({ answered: res.statusCode, body: res.body });
// Killed from here on: nothing below is meant to run before the kill.
setInterval(() => {}, 1000);
