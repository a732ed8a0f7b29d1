import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, gt } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Database,
  type PersonalAccessEntry,
  PersonalRecorder,
  personalAccessLogs,
  verifyPersonalAccess,
} from '../../../runtime/server/db/index.ts';
import { personalRecordsOf } from '../support/personalRecords.ts';
import { createTestDatabase } from '../support/testDatabase.ts';

// The outbox of 개인정보 접속기록: a record is in a file of the instance before the answer leaves,
// in the database within milliseconds, and a server stopped by `kill -9` loses none of them: the
// next start writes what it left, each once.

let database: Database;
let dir: string;
let since = 0;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database?.close());
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'console-outbox-'));
  const [last] = await database.db
    .select({ id: personalAccessLogs.id })
    .from(personalAccessLogs)
    .orderBy(desc(personalAccessLogs.id))
    .limit(1);
  since = last?.id ?? 0;
  return () => rmSync(dir, { recursive: true, force: true });
});

const entry = (subject: string, extra: Partial<PersonalAccessEntry> = {}): PersonalAccessEntry => ({
  usrId: 'operator',
  usrIp: '10.0.0.7',
  sysCd: 'CONSOLE',
  mnuId: '5040',
  action: 'READ',
  source: 'shop.members',
  subjectIds: [subject],
  tranId: `tran-${subject}`,
  at: new Date('2026-11-20T01:00:00Z'),
  ...extra,
});
const written = () =>
  personalRecordsOf(database.db).where(gt(personalAccessLogs.id, since)).orderBy(personalAccessLogs.id);
const lines = () =>
  readdirSync(dir).flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n').filter(Boolean));

describe('PersonalRecorder (the outbox of 개인정보 접속기록)', () => {
  it('has a record in its file when record() returns, and in the database (chained) within milliseconds', async () => {
    const recorder = new PersonalRecorder(database.db, { dir, flushMs: 5 });
    recorder.record(entry('M100001'));
    recorder.record(entry('M100002'));
    expect(lines().map((l) => JSON.parse(l).entry.subjectIds)).toEqual([['M100001'], ['M100002']]);
    await new Promise((r) => setTimeout(r, 60));
    const rows = await written();
    expect(rows.map((r) => r.subjectIds)).toEqual([['M100001'], ['M100002']]);
    expect(rows.every((r) => r.recId !== null)).toBe(true);
    // Written, its file is gone; the chain still holds.
    expect(lines()).toEqual([]);
    expect((await verifyPersonalAccess(database.db)).broken).toBeUndefined();
    await recorder.close();
  });

  it('after kill -9, the next start writes what was left: records, a settled write, an intent alone; each once', async () => {
    // The first process records and is killed before any flush (its timer never fires while the
    // tests run: 60 s fired in the next test file, in a folder already removed).
    const killed = new PersonalRecorder(database.db, { dir, flushMs: 2 ** 31 - 1, pid: 4242 });
    killed.record(entry('M100011'));
    const settled = killed.intend(entry('M100012', { action: 'UPDATE', subjectIds: ['M100012'] }));
    killed.settle(settled, entry('M100012', { action: 'UPDATE', subjectIds: ['M100012', 'M100013'] }));
    killed.intend(entry('M100014', { action: 'UPDATE' }));
    // A line cut short by the kill.
    appendFileSync(join(dir, readdirSync(dir)[0] as string), '{"op":"record","recId":"x');

    // A process still running keeps its files; this one is not running any more.
    const alive = new PersonalRecorder(database.db, { dir, pid: 5151, isRunning: () => true });
    expect(await alive.replay()).toBe(0);
    const next = new PersonalRecorder(database.db, { dir, pid: 5151, isRunning: (pid) => pid !== 4242 });
    expect(await next.replay()).toBe(4);
    const rows = await written();
    expect(rows.map((r) => [r.action, r.subjectIds])).toEqual([
      ['READ', ['M100011']],
      ['UPDATE', ['M100012', 'M100013']],
      ['UPDATE', ['M100014']],
    ]);
    expect(readdirSync(dir)).toEqual([]);
    // A file of another host sharing the folder: left while it is fresh (its process may be
    // running), replayed once stale; what the database has already counts once.
    const other = join(dir, 'otherhost-4242-0.jsonl');
    for (const row of rows)
      appendFileSync(
        other,
        `${JSON.stringify({ op: 'record', recId: row.recId, entry: { ...entry('M100011'), at: '2026-11-20T01:00:00Z' } })}\n`,
      );
    expect(await next.replay()).toBe(0);
    expect(existsSync(other)).toBe(true);
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(other, hourAgo, hourAgo);
    expect(await next.replay()).toBe(3);
    expect(existsSync(other)).toBe(false);
    expect(await written()).toHaveLength(3);
    await next.close();
  });

  it('makes its folder again when it was removed, and writes what it holds', async () => {
    const recorder = new PersonalRecorder(database.db, { dir, flushMs: 60_000 });
    const intent = recorder.intend(entry('M100031', { action: 'UPDATE' }));
    recorder.record(entry('M100032'));
    rmSync(dir, { recursive: true, force: true });
    await recorder.flush();
    expect((await written()).map((r) => r.subjectIds)).toEqual([['M100032']]);
    // The intent still waiting is in the folder made again.
    expect(lines().map((l) => JSON.parse(l).op)).toEqual(['intent']);
    recorder.settle(intent);
    await recorder.close();
    expect((await written()).map((r) => r.subjectIds)).toEqual([['M100032'], ['M100031']]);
    expect(lines()).toEqual([]);
  });

  it('keeps an intent across flushes until the write settles, then records the outcome once', async () => {
    const recorder = new PersonalRecorder(database.db, { dir, flushMs: 1 });
    const intent = recorder.intend(entry('M100021', { action: 'UPDATE' }));
    recorder.record(entry('M100022'));
    await recorder.flush();
    // The intent moved to the file in use; the read is in the database.
    expect(lines().map((l) => JSON.parse(l).op)).toEqual(['intent']);
    expect((await written()).map((r) => r.subjectIds)).toEqual([['M100022']]);
    recorder.settle(intent);
    recorder.settle(intent); // a second settle (the request's end) changes nothing
    await recorder.flush();
    expect((await written()).map((r) => [r.action, r.subjectIds])).toEqual([
      ['READ', ['M100022']],
      ['UPDATE', ['M100021']],
    ]);
    await recorder.close();
    expect(lines()).toEqual([]);
  });

  it('keeps the records while the database refuses them, and writes them when it is back', async () => {
    let down = true;
    const flaky = new Proxy(database.db, {
      get(target, key, receiver) {
        if (key === 'execute' && down) return () => Promise.reject(new Error('down'));
        return Reflect.get(target, key, receiver);
      },
    });
    const errors: string[] = [];
    const recorder = new PersonalRecorder(flaky, {
      dir,
      flushMs: 1,
      log: { error: (_o, m) => errors.push(m), warn: () => {} },
    });
    recorder.record(entry('M100031'));
    await recorder.flush();
    expect(errors).toEqual(['personal access records not written yet']);
    expect(await written()).toEqual([]);
    expect(existsSync(dir) && lines().length).toBe(1);
    down = false;
    await recorder.flush();
    expect((await written()).map((r) => r.subjectIds)).toEqual([['M100031']]);
    expect(lines()).toEqual([]);
    await recorder.close();
  });
});
