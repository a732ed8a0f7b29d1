import { and, desc, eq, inArray } from 'drizzle-orm';
import { approvalNotice } from '../../core/auth/index.ts';
import type { Db } from '../db/index.ts';
import { approvalRequests } from '../db/index.ts';

/**
 * What the user is told once about their decided approval requests (승인 관리): the newest decision
 * not yet told, in Korean; every untold decision is then marked told. Undefined when there is none.
 * Called only once the password was right, so a stranger never reads an administrator's reason.
 */
export async function takeApprovalNotice(db: Db, usrId: string): Promise<string | undefined> {
  const untold = and(
    eq(approvalRequests.usrId, usrId),
    eq(approvalRequests.notifiedYn, 'N'),
    inArray(approvalRequests.status, ['APPROVED', 'REJECTED']),
  );
  const [latest] = await db
    .select()
    .from(approvalRequests)
    .where(untold)
    .orderBy(desc(approvalRequests.prcsDttm), desc(approvalRequests.id))
    .limit(1);
  if (!latest) return undefined;
  await db.update(approvalRequests).set({ notifiedYn: 'Y' }).where(untold);
  return approvalNotice(latest.aprvTypeCd, latest.status as 'APPROVED' | 'REJECTED', latest.prcsRsn);
}
