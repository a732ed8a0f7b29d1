import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { adminUnlockCommand } from '../../../cli/commands/index.ts';
import { approvalRequests, migrate, openDatabase, users } from '../../../runtime/server/db/index.ts';
import { captureIo } from '../support/captureIo.ts';
import { createEmptyDatabaseOptions } from '../support/testDatabase.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

describe('console admin unlock', () => {
  it('unlocks an account from the shell (the way back in when every administrator is locked out)', async () => {
    const empty = await createEmptyDatabaseOptions();
    cleanups.push(empty.cleanup);
    let database = await openDatabase(empty.options);
    await migrate(database);
    await database.db.insert(users).values({
      usrId: 'boss',
      usrNm: '관리자',
      pwdHash: 'x',
      roleId: 'ADMIN',
      lockedYn: 'Y',
      loginFailCnt: 5,
      lockedDttm: new Date(),
    });
    await database.db.insert(approvalRequests).values({ usrId: 'boss', aprvTypeCd: '01' });
    await database.close();

    const { io, lines } = captureIo();
    expect(await adminUnlockCommand({ root: ROOT, io, env: empty.env, userId: 'boss' })).toBe(0);
    expect(lines.at(-1)).toBe('boss 계정의 잠금을 해제했습니다.');
    expect(await adminUnlockCommand({ root: ROOT, io, env: empty.env, userId: 'nobody' })).toBe(1);
    expect(lines.at(-1)).toBe('ERR 사용자를 찾을 수 없습니다: nobody');

    database = await openDatabase(empty.options);
    try {
      const [row] = await database.db.select().from(users).where(eq(users.usrId, 'boss'));
      expect(row).toMatchObject({
        lockedYn: 'N',
        loginFailCnt: 0,
        lockedDttm: null,
        updUsrId: 'console-cli',
      });
      const [request] = await database.db.select().from(approvalRequests);
      expect(request?.status).toBe('APPROVED');
    } finally {
      await database.close();
    }
  });
});
