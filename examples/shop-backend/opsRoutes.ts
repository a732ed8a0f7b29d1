import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type CouponCampaign, seedCampaigns } from './campaigns.ts';
import { type Notice, purchasesOf } from './data.ts';
import { ok, refuse, text } from './envelope.ts';
import { koreanDay, koreanDayDate } from './koreanDay.ts';
import { dailyPoints, type PointTxn, seedLedger } from './ledger.ts';
import type { Member } from './members.ts';
import { type PageQuery, pageOf } from './paging.ts';
import { within } from './within.ts';

/** What a member starts with before the ledger: 회원 상세's 가용 포인트 adds the ledger to it. */
const OPENING_BALANCE = 10_000;
const GRADE_NAMES: Record<Member['grade'], string> = {
  VIP: 'VIP',
  GOLD: '골드',
  SILVER: '실버',
  BASIC: '일반',
};

/**
 * Refuses (403, Korean) a call whose menu lacks function `fn` (`SAVE`, `DELETE`): the console sends
 * the calling menu's functions in its assertion, and this backend trusts nothing else.
 */
export function needsFunction(request: FastifyRequest, reply: FastifyReply, fn: string, what: string) {
  if (request.caller.fns.includes(fn)) return false;
  reply.code(403).send(refuse('SHOP403', `${what} 권한이 없습니다.`));
  return true;
}

/** A whole number of points in [1, 1,000,000], or NaN. */
const pointsOf = (raw: unknown) => {
  const n = typeof raw === 'number' ? raw : /^\d+$/.test(text(raw)) ? Number(text(raw)) : Number.NaN;
  return Number.isSafeInteger(n) && n >= 1 && n <= 1_000_000 ? n : Number.NaN;
};
/** A reason of 2-100 characters, or ''. */
const reasonOf = (raw: unknown) => {
  const r = text(raw);
  return r.length >= 2 && r.length <= 100 ? r : '';
};

/** A real calendar day written yyyy-MM-dd (2030-02-31 is not one). */
const isDay = (d: string) => {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(d) ? Date.parse(`${d}T00:00:00Z`) : Number.NaN;
  return Number.isFinite(at) && new Date(at).toISOString().slice(0, 10) === d;
};
/** A discount of 1-99% or of 1원 to 1,000,000원 written with thousands commas (`3,000원`). */
const isDiscount = (d: string) => {
  const rate = /^([1-9]\d?)%$/.exec(d);
  if (rate) return true;
  if (!/^[1-9]\d{0,2}(,\d{3})*원$/.test(d)) return false;
  return Number(d.replace(/[,원]/g, '')) <= 1_000_000;
};

export interface OpsState {
  members: Member[];
  notices: Notice[];
}

/**
 * The staff's operations over the shop: the point ledger (search, issue, cancel with a reason), a
 * member's points, purchases and grade, coupon campaigns, and the dashboard's figures, all by the
 * Korean day. Writes need SAVE on the calling menu (the identity assertion's `fns`).
 */
export function opsRoutes(api: FastifyInstance, state: OpsState): void {
  const { members, notices } = state;
  const ledger: PointTxn[] = seedLedger(members, koreanDayDate());
  const campaigns: CouponCampaign[] = seedCampaigns(koreanDayDate());
  const memberOf = (no: unknown) => members.find((m) => m.memberNo === text(no));

  api.post<{ Body: PageQuery & { txnDt?: unknown; kind?: unknown; status?: unknown; keyword?: unknown } }>(
    '/ops/points/search',
    async (request) => {
      const q = request.body ?? {};
      const kind = text(q.kind);
      const status = text(q.status);
      const keyword = text(q.keyword);
      const rows = ledger.filter(
        (t) =>
          within(t.txnDt, q.txnDt) &&
          (!kind || t.kind === kind) &&
          (!status || t.status === status) &&
          (!keyword || t.memberNo.includes(keyword.toUpperCase()) || t.memberNm.includes(keyword)),
      );
      return ok(pageOf(rows, q, ['txnNo', 'txnDt', 'point', 'memberNo']));
    },
  );

  api.post<{ Body: { memberNo?: unknown; point?: unknown; reason?: unknown } }>(
    '/ops/points',
    async (request, reply) => {
      if (needsFunction(request, reply, 'SAVE', '포인트를 지급할')) return;
      const member = memberOf(request.body?.memberNo);
      if (!member) return reply.code(404).send(refuse('SHOP404', '회원을 찾을 수 없습니다.'));
      const point = pointsOf(request.body?.point);
      if (Number.isNaN(point)) {
        return reply.code(400).send(refuse('SHOP400', '지급 포인트는 1P부터 1,000,000P까지 입력해주세요.'));
      }
      const reason = reasonOf(request.body?.reason);
      if (!reason)
        return reply.code(400).send(refuse('SHOP400', '지급 사유를 2자 이상 100자 이내로 입력해주세요.'));
      const txn: PointTxn = {
        txnNo: Math.max(0, ...ledger.map((t) => t.txnNo)) + 1,
        memberNo: member.memberNo,
        memberNm: member.name,
        kind: 'ISSUE',
        point,
        reason,
        txnDt: koreanDay(),
        regUsrId: request.caller.sub,
        status: 'DONE',
        cancelReason: null,
      };
      ledger.unshift(txn);
      return ok(txn);
    },
  );

  api.post<{ Params: { txnNo: string }; Body: { cancelReason?: unknown } }>(
    '/ops/points/:txnNo/cancel',
    async (request, reply) => {
      if (needsFunction(request, reply, 'SAVE', '포인트를 취소할')) return;
      const txn = ledger.find((t) => String(t.txnNo) === request.params.txnNo);
      if (!txn) return reply.code(404).send(refuse('SHOP404', '포인트 내역을 찾을 수 없습니다.'));
      if (txn.status === 'CANCELED') {
        return reply.code(409).send(refuse('SHOP409', '이미 취소된 포인트 내역입니다.'));
      }
      const reason = reasonOf(request.body?.cancelReason);
      if (!reason)
        return reply.code(400).send(refuse('SHOP400', '취소 사유를 2자 이상 100자 이내로 입력해주세요.'));
      txn.status = 'CANCELED';
      txn.cancelReason = reason;
      return ok(txn);
    },
  );

  api.get<{ Params: { memberNo: string } }>('/ops/members/:memberNo/points', async (request, reply) => {
    const member = memberOf(request.params.memberNo);
    if (!member) return reply.code(404).send(refuse('SHOP404', '회원을 찾을 수 없습니다.'));
    const mine = ledger.filter((t) => t.memberNo === member.memberNo);
    const balance = mine
      .filter((t) => t.status === 'DONE')
      .reduce((sum, t) => sum + (t.kind === 'ISSUE' ? t.point : -t.point), OPENING_BALANCE);
    return ok({ list: mine, balance });
  });

  api.get<{ Params: { memberNo: string } }>('/ops/members/:memberNo/purchases', async (request, reply) => {
    const member = memberOf(request.params.memberNo);
    if (!member) return reply.code(404).send(refuse('SHOP404', '회원을 찾을 수 없습니다.'));
    return ok({ list: purchasesOf(member.memberNo).slice(0, 10) });
  });

  api.post<{ Params: { memberNo: string }; Body: { grade?: unknown } }>(
    '/members/:memberNo/grade',
    async (request, reply) => {
      if (needsFunction(request, reply, 'SAVE', '회원 등급을 변경할')) return;
      const member = memberOf(request.params.memberNo);
      if (!member) return reply.code(404).send(refuse('SHOP404', '회원을 찾을 수 없습니다.'));
      const grade = text(request.body?.grade) as Member['grade'];
      if (!Object.hasOwn(GRADE_NAMES, grade)) {
        return reply.code(400).send(refuse('SHOP400', '회원 등급을 선택해주세요.'));
      }
      member.grade = grade;
      return ok({ memberNo: member.memberNo, grade });
    },
  );

  api.get<{ Querystring: PageQuery & { keyword?: string; status?: string } }>(
    '/ops/coupons',
    async (request) => {
      const keyword = text(request.query.keyword);
      const status = text(request.query.status);
      const rows = campaigns.filter(
        (c) => (!keyword || c.couponNm.includes(keyword)) && (!status || c.status === status),
      );
      return ok(pageOf(rows, request.query, ['couponId', 'startDt', 'endDt', 'issuedCnt', 'usedCnt']));
    },
  );

  api.post<{ Body: Record<string, unknown> }>('/ops/coupons', async (request, reply) => {
    if (needsFunction(request, reply, 'SAVE', '쿠폰을 등록할')) return;
    const b = request.body ?? {};
    const couponNm = text(b.couponNm);
    const discount = text(b.discount);
    const useChannel = text(b.useChannel);
    const period = Array.isArray(b.period) ? b.period.map(text) : [];
    const [startDt = '', endDt = ''] = period;
    if (
      !couponNm ||
      couponNm.length > 50 ||
      !isDiscount(discount) ||
      !['온라인', '오프라인'].includes(useChannel) ||
      !isDay(startDt) ||
      !isDay(endDt) ||
      endDt < startDt
    ) {
      return reply
        .code(400)
        .send(
          refuse(
            'SHOP400',
            '쿠폰명(50자 이내), 할인(1~99% 또는 1~1,000,000원, 예: 3,000원), 사용처와 기간(실제 날짜)을 확인해주세요.',
          ),
        );
    }
    const couponId = `C${String(campaigns.length + 1).padStart(3, '0')}`;
    const campaign: CouponCampaign = {
      couponId,
      couponNm,
      discount,
      useChannel,
      startDt,
      endDt,
      issuedCnt: 0,
      usedCnt: 0,
      status: endDt < koreanDay() ? 'ENDED' : 'ACTIVE',
    };
    campaigns.unshift(campaign);
    return ok(campaign);
  });

  api.post<{ Params: { couponId: string } }>('/ops/coupons/:couponId/stop', async (request, reply) => {
    if (needsFunction(request, reply, 'SAVE', '쿠폰을 중지할')) return;
    const campaign = campaigns.find((c) => c.couponId === request.params.couponId);
    if (!campaign) return reply.code(404).send(refuse('SHOP404', '쿠폰을 찾을 수 없습니다.'));
    if (campaign.status !== 'ACTIVE') {
      return reply.code(409).send(refuse('SHOP409', '진행 중인 쿠폰만 중지할 수 있습니다.'));
    }
    campaign.status = 'STOPPED';
    return ok(campaign);
  });

  api.get('/dashboard/summary', async () => {
    const today = koreanDay();
    const todays = ledger.filter((t) => t.txnDt === today && t.status === 'DONE');
    const sum = (kind: PointTxn['kind']) =>
      todays.filter((t) => t.kind === kind).reduce((total, t) => total + t.point, 0);
    return ok({
      today,
      newMembers: members.filter((m) => m.joinDt === today).length,
      pointsIssued: sum('ISSUE'),
      pointsUsed: sum('USE'),
      notices: notices.filter((n) => n.regDt === today).length,
      activeCoupons: campaigns.filter((c) => c.status === 'ACTIVE').length,
    });
  });

  api.get('/dashboard/points-daily', async () => ok({ list: dailyPoints(ledger, koreanDayDate()) }));

  api.get('/dashboard/members-by-grade', async () =>
    ok({
      list: (Object.keys(GRADE_NAMES) as Member['grade'][]).map((grade) => ({
        grade,
        gradeNm: GRADE_NAMES[grade],
        count: members.filter((m) => m.grade === grade).length,
      })),
    }),
  );
}
