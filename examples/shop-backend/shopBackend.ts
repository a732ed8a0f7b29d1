import Fastify, { type FastifyInstance } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import {
  ANNIVERSARY_NAMES,
  type Anniversary,
  type AnniversaryType,
  anniversariesOf,
  anniversaryOf,
  couponsOf,
  type Notice,
  type Profile,
  profileOf,
  purchasesOf,
  type SnsLink,
  seedNotices,
  snsLinksOf,
} from './data.ts';
import { ok, refuse, text } from './envelope.ts';
import { keepRawJsonBodies, requireConsoleIdentity } from './identity.ts';
import { koreanDay } from './koreanDay.ts';
import { memberRoutes } from './memberRoutes.ts';
import { type Member, seedMembers } from './members.ts';
import { needsFunction, opsRoutes } from './opsRoutes.ts';
import { type PageQuery, pageOf } from './paging.ts';
import { perUser } from './perUser.ts';
import { pointRoutes } from './pointRoutes.ts';
import { storeRoutes } from './storeRoutes.ts';
import { within } from './within.ts';

/** Options of the example backend. */
export interface ShopBackendOptions {
  /** The console's JWKS (`<console>/.well-known/jwks.json`), or a key set (tests). */
  jwks: URL | JWTVerifyGetKey;
  /** The upstream's name in the console's config: the assertions' audience. Default `shop`. */
  audience?: string;
  /** Expected issuer (`console:<systemCode>`). Default: not checked. */
  issuer?: string;
  logger?: boolean;
}

/**
 * The example console's business backend (notices, points and gifts, coupons, purchases, profile,
 * anniversaries, SNS links, stores) in the console's envelope. Every route but /health needs the
 * console's identity assertion; "my" data is the assertion's `sub`, and writing a notice needs the
 * SAVE function on the calling menu (`fns`). Rows live in memory: a restart starts from the seeded
 * rows again.
 */
export function buildShopBackend(o: ShopBackendOptions): FastifyInstance {
  const app = Fastify({ logger: o.logger ?? false });
  const notices: Notice[] = seedNotices();
  const members: Member[] = seedMembers();
  const profiles = new Map<string, Profile>();
  const anniversaries = new Map<string, Anniversary[]>();
  const annivsOf = (sub: string) => perUser(anniversaries, sub, anniversariesOf);
  const profile = (caller: { sub: string; name: string }) =>
    perUser(profiles, caller.sub, () => profileOf(caller.sub, caller.name));
  const snsLinks = new Map<string, SnsLink[]>();

  app.get('/health', async () => ({ status: 'UP' }));

  app.register(async (api) => {
    keepRawJsonBodies(api);
    api.addHook(
      'preHandler',
      requireConsoleIdentity({
        jwks: o.jwks,
        audience: o.audience ?? 'shop',
        ...(o.issuer && { issuer: o.issuer }),
      }),
    );

    api.get<{ Querystring: PageQuery & { keyword?: string } }>('/notices', async (request) => {
      const keyword = text(request.query.keyword);
      const rows = keyword
        ? notices.filter((n) => n.title.includes(keyword) || n.content.includes(keyword))
        : notices;
      return ok(pageOf(rows, request.query, ['noticeNo', 'title', 'regDt']));
    });

    api.post<{ Body: Record<string, unknown> }>('/notices', async (request, reply) => {
      if (needsFunction(request, reply, 'SAVE', '공지사항을 등록할')) return;
      const fields = noticeFields(request.body);
      if (typeof fields === 'string') return reply.code(400).send(refuse('SHOP400', fields));
      const { title, content, attachFileId } = fields;
      const noticeNo = Math.max(0, ...notices.map((n) => n.noticeNo)) + 1;
      const regDt = koreanDay();
      notices.unshift({
        noticeNo,
        title,
        content,
        regDt,
        regUsrId: request.caller.sub,
        attachFileId,
      });
      return ok({ noticeNo });
    });

    api.post<{ Params: { noticeNo: string }; Body: Record<string, unknown> }>(
      '/notices/:noticeNo',
      async (request, reply) => {
        if (needsFunction(request, reply, 'SAVE', '공지사항을 수정할')) return;
        const notice = notices.find((n) => String(n.noticeNo) === request.params.noticeNo);
        if (!notice) return reply.code(404).send(refuse('SHOP404', '이미 삭제된 공지사항입니다.'));
        const fields = noticeFields(request.body);
        if (typeof fields === 'string') return reply.code(400).send(refuse('SHOP400', fields));
        Object.assign(notice, fields);
        return ok(notice);
      },
    );

    api.delete<{ Params: { noticeNo: string } }>('/notices/:noticeNo', async (request, reply) => {
      if (needsFunction(request, reply, 'DELETE', '공지사항을 삭제할')) return;
      const i = notices.findIndex((n) => String(n.noticeNo) === request.params.noticeNo);
      if (i < 0) return reply.code(404).send(refuse('SHOP404', '이미 삭제된 공지사항입니다.'));
      notices.splice(i, 1);
      return ok(null);
    });

    pointRoutes(api);
    storeRoutes(api);
    memberRoutes(api, members);
    opsRoutes(api, { members, notices });

    api.get('/me/profile', async (request) => ok(profile(request.caller)));

    api.post<{ Body: Record<string, unknown> }>('/me/profile', async (request, reply) => {
      const p = profile(request.caller);
      const b = request.body ?? {};
      const next = { ...p };
      const problems: string[] = [];
      const str = (key: 'email' | 'addr' | 'addrDetail' | 'realBirthDt', max: number, pattern?: RegExp) => {
        if (b[key] === undefined) return;
        const v = text(b[key]);
        if (v.length > max || (v && pattern && !pattern.test(v))) problems.push(key);
        else next[key] = v;
      };
      str('email', 100, /^[^@\s]+@[^@\s]+\.[^@\s]+$/);
      str('addr', 200);
      str('addrDetail', 100);
      str('realBirthDt', 10, /^\d{4}-\d{2}-\d{2}$/);
      if (b.calendarType !== undefined) {
        if (b.calendarType === 'SOLAR' || b.calendarType === 'LUNAR') next.calendarType = b.calendarType;
        else problems.push('calendarType');
      }
      if (b.mktAgreeYn !== undefined)
        next.mktAgreeYn = b.mktAgreeYn === true || b.mktAgreeYn === 'Y' ? 'Y' : 'N';
      if (b.rcvChannels !== undefined) {
        const list = Array.isArray(b.rcvChannels) ? b.rcvChannels.map(String) : [];
        if (list.some((c) => !['EMAIL', 'SMS', 'TEL', 'POST'].includes(c))) problems.push('rcvChannels');
        else next.rcvChannels = list;
      }
      if (problems.length) {
        return reply.code(400).send(refuse('SHOP400', `입력값을 확인해주세요: ${problems.join(', ')}`));
      }
      profiles.set(request.caller.sub, next);
      return ok(next);
    });

    api.get('/me/sns', async (request) => ok(perUser(snsLinks, request.caller.sub, snsLinksOf)));

    api.delete<{ Params: { snsCd: string } }>('/me/sns/:snsCd', async (request, reply) => {
      const link = perUser(snsLinks, request.caller.sub, snsLinksOf).find(
        (l) => l.snsCd === request.params.snsCd,
      );
      if (!link) return reply.code(404).send(refuse('SHOP404', '연결할 수 없는 SNS입니다.'));
      if (link.linkYn !== '연결') {
        return reply.code(400).send(refuse('SHOP409', `${link.snsNm} 계정은 연결되어 있지 않습니다.`));
      }
      link.linkYn = '미연결';
      link.linkDt = null;
      return ok(link);
    });

    api.get('/me/anniversaries', async (request) => ok(annivsOf(request.caller.sub)));

    api.post<{ Body: Record<string, unknown> }>('/me/anniversaries', async (request, reply) => {
      const list = annivsOf(request.caller.sub);
      const b = request.body ?? {};
      const type = b.annivType as AnniversaryType;
      const annivDt = text(b.annivDt);
      if (!Object.hasOwn(ANNIVERSARY_NAMES, type) || !/^\d{4}-\d{2}-\d{2}$/.test(annivDt)) {
        return reply.code(400).send(refuse('SHOP400', '기념일 종류와 날짜를 확인해주세요.'));
      }
      if (list.length >= 7) {
        return reply.code(400).send(refuse('SHOP409', '기념일은 최대 7개까지 등록할 수 있습니다.'));
      }
      const same = list.filter((a) => a.annivType === type).length;
      if (same >= (type === 'CHILD' ? 3 : 1)) {
        return reply
          .code(400)
          .send(refuse('SHOP409', '자녀는 최대 3명까지 가능하며 그 외에는 1명만 가능합니다.'));
      }
      const annivId = String(Math.max(0, ...list.map((a) => Number(a.annivId))) + 1);
      const row = anniversaryOf(annivId, {
        annivType: type,
        gender: text(b.gender),
        annivDt,
        calendarType: b.calendarType === 'LUNAR' ? 'LUNAR' : 'SOLAR',
      });
      list.push(row);
      return ok(row);
    });

    api.delete<{ Params: { annivId: string } }>('/me/anniversaries/:annivId', async (request, reply) => {
      const list = annivsOf(request.caller.sub);
      const i = list.findIndex((a) => a.annivId === request.params.annivId);
      if (i < 0) return reply.code(404).send(refuse('SHOP404', '이미 삭제된 기념일입니다.'));
      list.splice(i, 1);
      return ok(null);
    });

    api.get<{ Querystring: { state?: string; useChannel?: string } }>('/me/coupons', async (request) => {
      const state = text(request.query.state);
      const useChannel = text(request.query.useChannel);
      return ok(
        couponsOf(request.caller.sub).filter(
          (c) => (!state || c.state === state) && (!useChannel || c.useChannel === useChannel),
        ),
      );
    });

    api.post<{ Body: PageQuery & { orderDt?: unknown; channel?: unknown } }>(
      '/me/purchases/search',
      async (request) => {
        const q = request.body ?? {};
        const channel = text(q.channel);
        const rows = purchasesOf(request.caller.sub).filter(
          (p) => within(p.orderDt, q.orderDt) && (!channel || p.channel === channel),
        );
        return ok(pageOf(rows, q, ['orderDt', 'payAmt']));
      },
    );
  });
  return app;
}

/** A notice's title, content and attachment from a request body, or the Korean reason it is refused. */
function noticeFields(
  body: Record<string, unknown> | undefined,
): { title: string; content: string; attachFileId: string | null } | string {
  const title = text(body?.title);
  const content = text(body?.content);
  if (!title || title.length > 100 || !content || content.length > 2000) {
    return '제목(100자 이내)과 내용(2,000자 이내)을 입력해주세요.';
  }
  // The console has checked that the caller may attach this file set (and binds it on success).
  const attachFileId = text(body?.attachFileId);
  if (attachFileId && !/^[A-Za-z0-9_-]{1,50}$/.test(attachFileId))
    return '첨부파일 정보가 올바르지 않습니다.';
  return { title, content, attachFileId: attachFileId || null };
}
