import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appProps,
  commonCodes,
  type Database,
  menus,
  migrate,
  openDatabase,
  seed,
  users,
} from '../../../runtime/server/db/index.ts';
import { createEmptyDatabaseOptions, createTestDatabase, testDatabaseKind } from '../support/testDatabase.ts';

describe(`transactions (${testDatabaseKind})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(() => database?.close());

  it('rolls back every row of a transaction that fails part-way', async () => {
    const before = await database.db.select({ n: count() }).from(commonCodes);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(commonCodes).values({ grpCd: 'TX_TEST', dtlCd: '*', cdNm: '헤더' });
        await tx.insert(commonCodes).values({ grpCd: 'TX_TEST', dtlCd: '01', cdNm: '하나' });
        // Same primary key again: fails inside the transaction.
        await tx.insert(commonCodes).values({ grpCd: 'TX_TEST', dtlCd: '01', cdNm: '중복' });
      }),
    ).rejects.toThrow();
    expect(await database.db.select().from(commonCodes).where(eq(commonCodes.grpCd, 'TX_TEST'))).toEqual([]);
    expect(await database.db.select({ n: count() }).from(commonCodes)).toEqual(before);
  });

  it('rolls back when the callback throws, and the connection stays usable', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(users).set({ usrNm: '바뀐 이름' }).where(eq(users.usrId, 'admin'));
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const [admin] = await database.db.select().from(users).where(eq(users.usrId, 'admin'));
    expect(admin?.usrNm).toBe('관리자');
  });

  it('a seed that fails part-way leaves nothing behind', async () => {
    const empty = await createEmptyDatabaseOptions();
    const fresh = await openDatabase(empty.options);
    try {
      await migrate(fresh);
      // mnu_url is varchar(500): the menus insert fails after the app properties and codes went in.
      const tooLong = `/pubs/MP/${'x'.repeat(600)}`;
      await expect(
        seed(fresh, {
          systemCode: 'CONSOLE',
          screens: [
            { path: '/', title: '홈' },
            { path: tooLong, title: '긴 경로' },
          ],
        }),
      ).rejects.toThrow();
      for (const table of [appProps, commonCodes, menus, users]) {
        expect(await fresh.db.select({ n: count() }).from(table)).toEqual([{ n: 0 }]);
      }
    } finally {
      await fresh.close();
      await empty.cleanup();
    }
  }, 60_000);
});
