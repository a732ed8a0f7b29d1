import { day, pick, random } from './data.ts';
import type { Member } from './members.ts';

/** One line of the shop's point ledger as 포인트 관리 lists it: an issue or a use, for one member. */
export interface PointTxn {
  txnNo: number;
  memberNo: string;
  memberNm: string;
  /** ISSUE (지급) or USE (사용). */
  kind: 'ISSUE' | 'USE';
  point: number;
  reason: string;
  /** yyyy-MM-dd, the Korean day it was made. */
  txnDt: string;
  regUsrId: string;
  /** DONE (완료) or CANCELED (취소): a cancelled line counts nowhere. */
  status: 'DONE' | 'CANCELED';
  cancelReason: string | null;
}

/** How many days back the seeded ledger goes: the dashboard's 30-day chart. */
export const LEDGER_DAYS = 30;

const ISSUE_REASONS = ['구매 적립', '이벤트 적립', '리뷰 적립', '고객 보상'] as const;
const USE_REASONS = ['상품 구매 사용', '매장 결제 사용'] as const;
const ISSUE_POINTS = [500, 1000, 2000, 3000, 5000] as const;
const USE_POINTS = [1000, 2000, 3000, 5000] as const;

/**
 * The seeded ledger: every day of the last LEDGER_DAYS Korean days (today included) has 3-7 issues
 * and 2-5 uses spread over the members, newest first. The same every start (`today` is injected).
 */
export function seedLedger(members: readonly Member[], today: Date): PointTxn[] {
  const next = random(30);
  const rows: Omit<PointTxn, 'txnNo'>[] = [];
  for (let back = LEDGER_DAYS - 1; back >= 0; back--) {
    const txnDt = day(today, back);
    const line = (kind: PointTxn['kind']) => {
      const member = pick(next, members);
      rows.push({
        memberNo: member.memberNo,
        memberNm: member.name,
        kind,
        point: kind === 'ISSUE' ? pick(next, ISSUE_POINTS) : pick(next, USE_POINTS),
        reason: kind === 'ISSUE' ? pick(next, ISSUE_REASONS) : pick(next, USE_REASONS),
        txnDt,
        regUsrId: 'system',
        status: 'DONE',
        cancelReason: null,
      });
    };
    const issues = 3 + Math.floor(next() * 5);
    const uses = 2 + Math.floor(next() * 4);
    for (let i = 0; i < issues; i++) line('ISSUE');
    for (let i = 0; i < uses; i++) line('USE');
  }
  return rows.map((row, i) => ({ ...row, txnNo: i + 1 })).reverse();
}

/** Issued and used points of each of the `days` Korean days up to `today` (oldest first); cancelled lines count nowhere. */
export function dailyPoints(
  ledger: readonly PointTxn[],
  today: Date,
  days = LEDGER_DAYS,
): Array<{ day: string; issued: number; used: number }> {
  return Array.from({ length: days }, (_, i) => {
    const d = day(today, days - 1 - i);
    const of = (kind: PointTxn['kind']) =>
      ledger
        .filter((t) => t.txnDt === d && t.kind === kind && t.status === 'DONE')
        .reduce((sum, t) => sum + t.point, 0);
    return { day: d, issued: of('ISSUE'), used: of('USE') };
  });
}
