// `kill -9` of the server during a recorded write (issue acceptance): the write a backend received
// and its 개인정보 접속기록 are never separated. The server runs as a child process
// (recordedWriteChild.ts) over a database and outbox folder of its own; it is killed with SIGKILL
// while the backend holds the call, and again just after the answer; a new server over the same
// database and folder then has the record, once.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../runtime/server/buildApp.ts';
import { openDatabase, personalAccessLogs } from '../../../runtime/server/db/index.ts';
import { configSchema } from '../../../schemas/config/index.ts';
import { personalRecordsOf } from '../support/personalRecords.ts';
import { createEmptyDatabaseOptions, type EmptyDatabase } from '../support/testDatabase.ts';

const CHILD = fileURLToPath(new URL('./recordedWriteChild.ts', import.meta.url));
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

/** The integrator's backend: it keeps every write it receives, and answers it or holds it. */
async function backend(hold: boolean) {
  const received: unknown[] = [];
  let onReceived: () => void = () => {};
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push(JSON.parse(body));
      onReceived();
      if (hold) return;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          resultCode: '0000',
          body: { custNo: 'M100007', custNm: '홍길동', mobile: '010-9876-5432' },
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  cleanups.push(() => {
    server.closeAllConnections();
    return new Promise((r) => server.close(r));
  });
  const received1 = new Promise<void>((r) => {
    onReceived = r;
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, received1 };
}

function startChild(args: object): { child: ChildProcess; next: () => Promise<Record<string, unknown>> } {
  const child = spawn(process.execPath, ['--import', TSX, CHILD, JSON.stringify(args)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(() => child.kill('SIGKILL'));
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  return {
    child,
    next: async () => {
      const { value, done } = await lines.next();
      if (done) throw new Error('the server process ended early');
      return JSON.parse(value as string);
    },
  };
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

/** The records of the write, read by a new server over the same database and outbox folder. */
async function recordsAfterRestart(db: EmptyDatabase, recordsDir: string) {
  const database = await openDatabase(db.options);
  try {
    const app = await buildApp({ config: configSchema.parse({}), database, logger: false, recordsDir });
    await app.ready();
    await app.close();
    return await personalRecordsOf(database.db).where(eq(personalAccessLogs.source, 'shop.memberSave'));
  } finally {
    await database.close();
  }
}

describe('kill -9 during a write of personal data', () => {
  for (const moment of ['while the backend holds the call', 'just after the answer'] as const) {
    it(`loses neither the write nor its record: killed ${moment}`, async () => {
      const db = await createEmptyDatabaseOptions();
      cleanups.push(db.cleanup);
      const dir = mkdtempSync(join(tmpdir(), 'console-kill9-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      const recordsDir = join(dir, 'outbox');
      const shop = await backend(moment === 'while the backend holds the call');
      const server = startChild({ databaseOptions: db.options, recordsDir, backendUrl: shop.url });
      expect(await server.next()).toMatchObject({ ready: true });
      if (moment === 'while the backend holds the call') await shop.received1;
      else expect(await server.next()).toMatchObject({ answered: 200 });
      await killed(server.child);

      // The backend made the change; the record of it is there, once, with the subject it named.
      expect(shop.received).toEqual([{ custNo: 'M100007', mobile: '010-9876-5432' }]);
      const records = await recordsAfterRestart(db, recordsDir);
      expect(records.map((r) => [r.usrId, r.action, r.subjectIds, r.tranId])).toEqual([
        ['admin', 'UPDATE', ['M100007'], 'tran-kill-9'],
      ]);
    }, 120_000);
  }
});
