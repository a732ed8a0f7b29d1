import type { FastifyInstance } from 'fastify';
import { MEMBERS, type PointEntry, pointsOf } from './data.ts';
import { ok, refuse, text } from './envelope.ts';
import { koreanDay, koreanDayDate } from './koreanDay.ts';
import { type PageQuery, pageOf } from './paging.ts';
import { perUser } from './perUser.ts';
import { within } from './within.ts';

/** Every member starts with this many points before the seeded history. */
const OPENING_BALANCE = 10_000;
/** Special points (offline stores only): a birthday gift, not part of the history. */
const SPECIAL_POINTS = 500;

/** yyyy-MM-dd of the last day of the month `plus` months after `day`'s. */
const monthEnd = (day: Date, plus: number) =>
  new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + plus + 1, 0)).toISOString().slice(0, 10);

/** A point that lapses: earned points expire at the end of the month a year after they were earned. */
export interface ExpiringPoint {
  title: string;
  expireDt: string;
  point: number;
  kind: 'INTEGRATED' | 'SPECIAL';
}

/** What lapses from `history` in this Korean month and the next two (`now` injected for tests). */
export function expiringPoints(history: readonly PointEntry[], now: Date = new Date()): ExpiringPoint[] {
  const today = koreanDayDate(now);
  const from = koreanDay(now);
  const until = monthEnd(today, 2);
  const earned = history
    .filter((p) => p.point > 0)
    .map((p): ExpiringPoint => {
      const earnedOn = new Date(`${p.useDt}T00:00:00Z`);
      return {
        title: `${p.title} ${p.pointType}`,
        expireDt: monthEnd(earnedOn, 12),
        point: p.point,
        kind: 'INTEGRATED',
      };
    })
    .filter((e) => e.expireDt >= from && e.expireDt <= until);
  return [
    ...earned,
    { title: '생일 축하 특별 포인트', expireDt: monthEnd(today, 1), point: SPECIAL_POINTS, kind: 'SPECIAL' },
  ];
}

/**
 * Points: the caller's history (paged, by period and type), balance, and gifts to another member
 * found by name and mobile number. A gift is written to the history, so the balance and the list
 * show it at once.
 */
export function pointRoutes(api: FastifyInstance): void {
  const histories = new Map<string, PointEntry[]>();
  const historyOf = (sub: string) => perUser(histories, sub, () => pointsOf(sub));
  const balanceOf = (sub: string) =>
    Math.max(
      0,
      historyOf(sub).reduce((sum, p) => sum + p.point, OPENING_BALANCE),
    );

  api.post<{ Body: PageQuery & { useDt?: unknown; pointType?: unknown } }>(
    '/me/points/search',
    async (request) => {
      const q = request.body ?? {};
      const type = text(q.pointType);
      const rows = historyOf(request.caller.sub).filter(
        (p) => within(p.useDt, q.useDt) && (!type || p.pointType === type),
      );
      return ok({
        ...pageOf(rows, q, ['useDt', 'pointType', 'point']),
        balance: balanceOf(request.caller.sub),
      });
    },
  );

  /** Sums of what lapses this month and in the next two (integrated points). */
  const lapsing = (sub: string) => {
    const now = new Date();
    const today = koreanDayDate(now);
    const list = expiringPoints(historyOf(sub), now);
    const sum = (plus: number) =>
      list
        .filter((e) => e.kind === 'INTEGRATED' && e.expireDt === monthEnd(today, plus))
        .reduce((total, e) => total + e.point, 0);
    return { list, thisMonth: sum(0), nextMonth: sum(1), monthAfter: sum(2) };
  };

  api.get('/me/points/balance', async (request) => {
    const sub = request.caller.sub;
    return ok({
      usrNm: request.caller.name,
      balance: balanceOf(sub),
      special: SPECIAL_POINTS,
      expiring: lapsing(sub).thisMonth,
    });
  });

  api.get<{ Querystring: { kind?: string } }>('/me/points/expiring', async (request) => {
    const { list, ...sums } = lapsing(request.caller.sub);
    const kind = text(request.query.kind);
    return ok({ ...sums, list: kind ? list.filter((e) => e.kind === kind) : list });
  });

  api.post<{ Body: { receiverNm?: unknown; receiverMobile?: unknown } }>(
    '/members/lookup',
    async (request, reply) => {
      const name = text(request.body?.receiverNm);
      const mobile = text(request.body?.receiverMobile).replaceAll('-', '');
      if (!name || !/^01\d{8,9}$/.test(mobile)) {
        return reply.code(400).send(refuse('SHOP400', '받는 분의 이름과 휴대폰번호를 확인해주세요.'));
      }
      const member = MEMBERS.find((m) => m.name === name && m.mobileNo === mobile);
      if (!member) {
        return reply
          .code(404)
          .send(refuse('SHOP404', '입력하신 정보와 일치하는 정관장 멤버스 회원이 없습니다.'));
      }
      return ok({ memberNo: member.memberNo, receiverNm: member.name, receiverMobile: member.mobileNo });
    },
  );

  api.post<{ Body: { memberNo?: unknown; giftPoint?: unknown } }>(
    '/me/points/gift',
    async (request, reply) => {
      const member = MEMBERS.find((m) => m.memberNo === text(request.body?.memberNo));
      if (!member) {
        return reply.code(404).send(refuse('SHOP404', '받는 분을 다시 조회해주세요.'));
      }
      const raw = request.body?.giftPoint;
      const giftPoint =
        typeof raw === 'number' ? raw : /^\d+$/.test(text(raw)) ? Number(text(raw)) : Number.NaN;
      if (!Number.isSafeInteger(giftPoint) || giftPoint < 1) {
        return reply.code(400).send(refuse('SHOP400', '1P 이상의 숫자로 입력해주세요.'));
      }
      const sub = request.caller.sub;
      if (giftPoint > balanceOf(sub)) {
        return reply
          .code(400)
          .send(
            refuse('SHOP409', '선물할 포인트가 가용 포인트보다 많습니다. 가용 포인트 안에서 선물해주세요.'),
          );
      }
      historyOf(sub).unshift({
        title: `${member.name}님에게 선물`,
        useDt: koreanDay(),
        pointType: '포인트 선물',
        point: -giftPoint,
      });
      return ok({ receiverNm: member.name, giftPoint, balance: balanceOf(sub) });
    },
  );
}
