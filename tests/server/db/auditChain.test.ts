import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anchorPersonalAccess,
  auditAnchors,
  type Database,
  MIGRATIONS,
  migrate,
  openDatabase,
  type PersonalAccessEntry,
  personalAccessLogs,
  personalSubjectSets,
  purgePersonalAccess,
  recordPersonalAccess,
  rowsOf,
  verifyPersonalAccess,
} from '../../../runtime/server/db/index.ts';
import { searchPersonalAccess } from '../../../runtime/server/system/privacyStore.ts';
import { personalAccessSearchSchema } from '../../../schemas/api/privacy.ts';
import { createEmptyDatabaseOptions, createTestDatabase, testDatabaseKind } from '../support/testDatabase.ts';

// 개인정보 접속기록 are tamper-evident (C4): hash-chained by the database as they are written,
// append-only, anchored per Korean day, verified end to end; a purge below the floor is refused.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database?.close());

const entry = (at: string, extra: Partial<PersonalAccessEntry> = {}): PersonalAccessEntry => ({
  usrId: 'operator',
  usrIp: '10.0.0.7',
  sysCd: 'CONSOLE',
  mnuId: '5040',
  action: 'READ',
  source: 'shop.members',
  subjectIds: ['M100001', 'M100002'],
  tranId: `tran-${at}`,
  at: new Date(at),
  ...extra,
});

/**
 * Runs `change` with the triggers of `table` off: what someone with the database's keys could do.
 */
async function behindTheConsole(change: string, table = 'personal_access_logs', db = database.db) {
  await db.execute(sql.raw(`alter table ${table} disable trigger user`));
  try {
    await db.execute(sql.raw(change));
  } finally {
    await db.execute(sql.raw(`alter table ${table} enable trigger user`));
  }
}

/** An id with what JSON escapes: a quote, a backslash, a tab, a control character; and a slash. */
const ODD = '김"민\\준\t\u0001/é';

/** The hash a list of subject ids is kept under: SHA-256 of its ids as a JSON array. */
const listHash = (ids: string[]) => createHash('sha256').update(JSON.stringify(ids)).digest('hex');

describe('개인정보 접속기록: the chain', () => {
  it('chains every row to the one before it, as the database writes it', async () => {
    for (const day of ['2024-03-01T01:00:00Z', '2024-03-01T02:00:00Z', '2024-03-02T03:00:00Z'])
      await recordPersonalAccess(database.db, entry(day));
    await recordPersonalAccess(
      database.db,
      entry('2024-03-03T01:00:00Z', { reason: '고객 | 문의', subjectIds: ['a,b'] }),
    );
    const rows = await database.db.select().from(personalAccessLogs).orderBy(personalAccessLogs.seq);
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4]);
    expect(rows[0]?.prevHash).toBe('0'.repeat(64));
    for (let i = 1; i < rows.length; i++) expect(rows[i]?.prevHash).toBe(rows[i - 1]?.rowHash);
    expect(new Set(rows.map((r) => r.rowHash)).size).toBe(4);
    expect(await anchorPersonalAccess(database.db, new Date('2024-03-04T00:00:00Z'))).toBe(3);
    const report = await verifyPersonalAccess(database.db);
    expect(report).toMatchObject({ rows: 4, firstSeq: 1, lastSeq: 4, anchors: 3 });
    expect(report.broken).toBeUndefined();
  });

  it('refuses UPDATE, DELETE and TRUNCATE from the application', async () => {
    for (const statement of [
      `update personal_access_logs set reason = 'x' where seq = 1`,
      `delete from personal_access_logs where seq = 1`,
      'truncate personal_access_logs',
    ]) {
      await expect(database.db.execute(sql.raw(statement))).rejects.toThrow();
    }
    expect((await verifyPersonalAccess(database.db)).broken).toBeUndefined();
  });

  it('names the row whose one byte changed, on both databases', async () => {
    await behindTheConsole(`update personal_access_logs set usr_ip = '10.0.0.8' where seq = 2`);
    expect((await verifyPersonalAccess(database.db)).broken).toMatchObject({ seq: 2, reason: 'content' });
    // Recomputing its hash too does not help: the next row's link names it.
    await behindTheConsole(
      `update personal_access_logs p set row_hash = console_personal_access_hash(p) where seq = 2`,
    );
    expect((await verifyPersonalAccess(database.db)).broken).toMatchObject({ seq: 3, reason: 'link' });
    expect((await verifyPersonalAccess(database.db, { rangeRows: 1 })).broken).toMatchObject({
      seq: 3,
      reason: 'link',
    });
    await behindTheConsole(`update personal_access_logs set usr_ip = '10.0.0.7' where seq = 2`);
    await behindTheConsole(
      `update personal_access_logs p set row_hash = console_personal_access_hash(p) where seq = 2`,
    );
    expect((await verifyPersonalAccess(database.db)).broken).toBeUndefined();
  });

  it('names a gap where rows were deleted, and a day whose anchored last row is gone', async () => {
    const copy = await createTestDatabase();
    try {
      for (const at of [
        '2024-05-01T01:00:00Z',
        '2024-05-01T02:00:00Z',
        '2024-05-01T03:00:00Z',
        '2024-05-02T01:00:00Z',
      ])
        await recordPersonalAccess(copy.db, entry(at));
      await anchorPersonalAccess(copy.db, new Date('2024-05-03T00:00:00Z'));
      await copy.db.execute(sql.raw('alter table personal_access_logs disable trigger user'));
      await copy.db.execute(sql.raw('delete from personal_access_logs where seq = 2'));
      expect((await verifyPersonalAccess(copy.db)).broken).toMatchObject({ seq: 3, reason: 'gap' });
      // Checked in ranges of one row each, the gap falls between two ranges: still named.
      expect((await verifyPersonalAccess(copy.db, { rangeRows: 1 })).broken).toMatchObject({
        seq: 3,
        reason: 'gap',
      });
      await copy.db.execute(sql.raw('delete from personal_access_logs where seq = 4'));
      await copy.db.execute(sql.raw('alter table personal_access_logs enable trigger user'));
      const report = await verifyPersonalAccess(copy.db, { from: '2024-05-02' });
      expect(report.broken).toMatchObject({ seq: 4, reason: 'anchor' });
    } finally {
      await copy.close();
    }
  });

  it('purges only after the legal floor: a younger row refuses the whole purge', async () => {
    const copy = await createTestDatabase();
    try {
      const old = new Date(Date.now() - 3 * 365 * 86_400_000);
      const young = new Date(Date.now() - 100 * 86_400_000);
      await recordPersonalAccess(copy.db, entry(old.toISOString()));
      await recordPersonalAccess(copy.db, entry(young.toISOString()));
      await expect(purgePersonalAccess(copy.db, new Date())).rejects.toThrow();
      expect(await copy.db.select().from(personalAccessLogs)).toHaveLength(2);
      expect(await purgePersonalAccess(copy.db, new Date(Date.now() - 2 * 365 * 86_400_000))).toBe(1);
      // What is left still verifies: its link to a purged row is not a break.
      expect((await verifyPersonalAccess(copy.db)).broken).toBeUndefined();
      expect(await copy.db.select().from(auditAnchors)).toEqual([]);
    } finally {
      await copy.close();
    }
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'keeps one chain under concurrent writers on two pools (instances)',
    async () => {
      if (database.kind !== 'postgres') return;
      const second = await openDatabase({ url: database.url, poolSize: 5 });
      try {
        await Promise.all(
          Array.from({ length: 60 }, (_, i) =>
            recordPersonalAccess(
              (i % 2 ? second : database).db,
              entry(new Date().toISOString(), { tranId: `c${i}` }),
            ),
          ),
        );
        const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(
          await database.db.execute(
            sql`select count(distinct prev_hash)::int as n from personal_access_logs`,
          ),
        );
        const total = (await database.db.select().from(personalAccessLogs)).length;
        expect(n).toBe(total); // no two rows claim the same predecessor: no fork
        expect((await verifyPersonalAccess(database.db)).broken).toBeUndefined();
      } finally {
        await second.close();
      }
    },
  );
});

describe('개인정보 접속기록: the lists of subjects', () => {
  it('keeps each distinct list once under its hash, which the record names and its own hash covers', async () => {
    const copy = await createTestDatabase();
    try {
      await recordPersonalAccess(copy.db, entry('2024-06-01T01:00:00Z', { subjectIds: ['M1', 'M2'] }));
      await recordPersonalAccess(copy.db, entry('2024-06-01T02:00:00Z', { subjectIds: ['M1', 'M2'] }));
      await recordPersonalAccess(copy.db, entry('2024-06-01T03:00:00Z', { subjectIds: ['M2', ODD] }));
      const lists = await copy.db.select().from(personalSubjectSets).orderBy(personalSubjectSets.subjectIds);
      expect(lists).toEqual([
        { setHash: listHash(['M1', 'M2']), subjectIds: ['M1', 'M2'] },
        { setHash: listHash(['M2', ODD]), subjectIds: ['M2', ODD] },
      ]);
      const rows = await copy.db.select().from(personalAccessLogs).orderBy(personalAccessLogs.seq);
      expect(rows.map((r) => [r.setHash, r.subjectCnt, r.subjectIds])).toEqual([
        [listHash(['M1', 'M2']), 2, []],
        [listHash(['M1', 'M2']), 2, []],
        [listHash(['M2', ODD]), 2, []],
      ]);
      expect((await verifyPersonalAccess(copy.db)).broken).toBeUndefined();
      // The record's hash covers the list's: pointing it at another list is a changed record.
      await behindTheConsole(
        `update personal_access_logs set set_hash = '${listHash(['M2', ODD])}' where seq = 1`,
        'personal_access_logs',
        copy.db,
      );
      expect((await verifyPersonalAccess(copy.db)).broken).toMatchObject({ seq: 1, reason: 'content' });
    } finally {
      await copy.close();
    }
  });

  it('names the first record whose list changed by one byte or is gone', async () => {
    const copy = await createTestDatabase();
    try {
      await recordPersonalAccess(copy.db, entry('2024-06-02T01:00:00Z', { subjectIds: ['M7'] }));
      await recordPersonalAccess(copy.db, entry('2024-06-02T02:00:00Z', { subjectIds: ['M8', 'M9'] }));
      await recordPersonalAccess(copy.db, entry('2024-06-02T03:00:00Z', { subjectIds: ['M8', 'M9'] }));
      const h = listHash(['M8', 'M9']);
      await behindTheConsole(
        `update personal_subject_sets set subject_ids = '{M8,M6}' where set_hash = '${h}'`,
        'personal_subject_sets',
        copy.db,
      );
      expect((await verifyPersonalAccess(copy.db)).broken).toMatchObject({ seq: 2, reason: 'subjects' });
      expect((await verifyPersonalAccess(copy.db, { rangeRows: 1 })).broken).toMatchObject({
        seq: 2,
        reason: 'subjects',
      });
      await behindTheConsole(
        `delete from personal_subject_sets where set_hash = '${h}'`,
        'personal_subject_sets',
        copy.db,
      );
      expect((await verifyPersonalAccess(copy.db)).broken).toMatchObject({ seq: 2, reason: 'subjects' });
    } finally {
      await copy.close();
    }
  });

  it('refuses to change or delete a list; a purge takes only the lists no record names any more', async () => {
    const copy = await createTestDatabase();
    try {
      const old = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
      await recordPersonalAccess(copy.db, entry(old(900), { subjectIds: ['OLD'] }));
      await recordPersonalAccess(copy.db, entry(old(899), { subjectIds: ['BOTH'] }));
      await recordPersonalAccess(copy.db, entry(old(10), { subjectIds: ['BOTH'] }));
      await recordPersonalAccess(copy.db, entry(old(9), { subjectIds: ['YOUNG'] }));
      for (const statement of [
        `update personal_subject_sets set subject_ids = '{X}'`,
        `delete from personal_subject_sets where set_hash = '${listHash(['OLD'])}'`,
        'truncate personal_subject_sets',
      ])
        await expect(copy.db.execute(sql.raw(statement))).rejects.toThrow();
      expect(await purgePersonalAccess(copy.db, new Date(old(800)))).toBe(2);
      const kept = await copy.db.select().from(personalSubjectSets);
      expect(kept.map((l) => l.subjectIds[0]).sort()).toEqual(['BOTH', 'YOUNG']);
      expect((await verifyPersonalAccess(copy.db)).broken).toBeUndefined();
    } finally {
      await copy.close();
    }
  });

  it('verifies and finds the records written before lists, with their ids in the row', async () => {
    const empty = await createEmptyDatabaseOptions();
    const db = await openDatabase(empty.options);
    try {
      const before = MIGRATIONS.findIndex((m) => m.id === '0014_subject_sets');
      await migrate(db, { migrations: MIGRATIONS.slice(0, before) });
      await db.db.execute(sql`insert into personal_access_logs (acc_dttm, usr_id, usr_ip, sys_cd, action, source,
          subject_ids, subject_cnt, seq, prev_hash, row_hash)
        values ('2024-07-01T01:00:00Z', 'operator', '10.0.0.7', 'CONSOLE', 'READ', 'shop.members',
          '{M100001,M100002}', 2, 0, '', '')`);
      await migrate(db);
      await recordPersonalAccess(
        db.db,
        entry('2024-07-02T01:00:00Z', { subjectIds: ['M100002', 'M100003'] }),
      );
      expect(await verifyPersonalAccess(db.db)).toMatchObject({ rows: 2, broken: undefined });
      const found = await searchPersonalAccess(
        db.db,
        'CONSOLE',
        personalAccessSearchSchema.parse({ subject: 'M100002' }),
      );
      expect(found.totalCount).toBe(2);
      expect(found.list.map((r) => r.subjectIds)).toEqual([
        ['M100002', 'M100003'],
        ['M100001', 'M100002'],
      ]);
      // Changing the ids kept in the old row is found: its hash is of the ids in the row.
      await behindTheConsole(
        `update personal_access_logs set subject_ids = '{M100001,M100009}' where seq = 1`,
        'personal_access_logs',
        db.db,
      );
      expect((await verifyPersonalAccess(db.db)).broken).toMatchObject({ seq: 1, reason: 'content' });
    } finally {
      await db.close();
      await empty.cleanup();
    }
  });
});
