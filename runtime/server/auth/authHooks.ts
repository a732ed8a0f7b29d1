import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ConsoleConfig } from '../../../schemas/index.ts';
import { randomBase62 } from '../../core/crypto/index.ts';
import { decodeSecureParams, SECURE_PARAM } from '../../core/transport/index.ts';
import { type ApiError, authErrors, menuCallerOf, menuRefusal } from '../platform/index.ts';
import { tokenSettingsOf } from './keyStoreDecoration.ts';
import { ReplayGuard } from './replayGuard.ts';
import { loadAccount } from './roles.ts';
import { findSession, refreshTokenMatches, sessionState, touchSession } from './sessions.ts';
import { issueTokens, verifyToken } from './tokens.ts';
import { accountKeepsSessions } from './users.ts';

const TRAN_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Token header value as sent: `Bearer x` or the bare token. */
const tokenFrom = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/**
 * Hooks every management API route goes through, in this order:
 * 1. onRequest: the transaction id (`X-Tran-Id`, echoed back and put on every log line), then
 *    authentication unless the route is `config.public`: a valid access token of a live session,
 *    or an expired one with a matching refresh token (new tokens then go out in the response
 *    headers). A session replaced by a newer login answers FS01, an ended one FS10.
 * 2. preValidation: `config.secured` routes take query and body from the single `__usp` parameter,
 *    once: its time must be within a minute of the server's and its transaction id unseen.
 * 3. preValidation, after that: `config.program` routes need the `Menu-Id` menu to be a menu of
 *    that program in this system, with menu authority (reads; a public menu will do) or the route's
 *    function authority (writes; a public menu never will), and its IP limit.
 * Then Fastify validates params, body and query with the route table's schemas: the decrypted
 * payload of a secured call, and only for a caller the program allows (403 before 400: a caller the program refuses learns nothing about the payload's shape).
 */
export function registerAuthHooks(
  app: FastifyInstance,
  config: ConsoleConfig,
  now: () => number = Date.now,
): void {
  const headers = config.api.headers;
  const systemCode = config.management.systemCode;
  const jwt = config.auth.jwt;
  const tokens = tokenSettingsOf(app, config, now);
  const replay = new ReplayGuard(() => app.db, now);

  app.decorateRequest('tranId', '');
  app.decorateRequest('user', undefined);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const sent = request.headers[headers.tranId.toLowerCase()];
    const tranId = typeof sent === 'string' && TRAN_ID.test(sent) ? sent : randomBase62();
    request.tranId = tranId;
    request.log = request.log.child({ tranId });
    reply.header(headers.tranId, tranId);
    const route = request.routeOptions.config;
    // auth.enabled off: nobody logs in and tokens mean nothing; what needs a login is refused.
    if (!config.auth.enabled) {
      if (!route.public) throw authErrors.unauthorized();
      return;
    }
    if (!route.public) {
      request.user = await authenticate(request, reply);
      return;
    }
    // A public route that takes a session when there is one (edit-password keeps the caller's).
    if (route.optionalAuth && readToken(request)) {
      request.user = await authenticate(request, reply).catch(() => undefined);
    }
  });

  const readToken = (request: FastifyRequest) =>
    tokenFrom(request.headers[jwt.accessTokenHeaderName.toLowerCase()] ?? request.headers.authorization);

  async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const access = readToken(request);
    if (!access) throw authErrors.unauthorized();
    // A route that ends sessions (logout) takes a genuine token of an ended session as "nobody".
    const ended = (error: ApiError) => {
      if (request.routeOptions.config.allowEndedSession) return undefined;
      throw error;
    };
    let verified = await verifyToken(access, 'access', tokens);
    let renewed = false;
    const hot = app.hotCache;
    const session = (sid: string) => hot.sessions.get(sid, () => findSession(app.db, sid));
    if (!verified.ok && verified.reason === 'expired') {
      const refresh = tokenFrom(request.headers[jwt.refreshTokenHeaderName.toLowerCase()]);
      const r = refresh ? await verifyToken(refresh, 'refresh', tokens) : undefined;
      // The refresh token must belong to the same session as the expired access token.
      if (!refresh || !r?.ok || r.claims.sid !== verified.sid) return ended(authErrors.expired());
      const row = await session(r.claims.sid);
      if (!row || !refreshTokenMatches(row, refresh)) return ended(authErrors.expired());
      verified = r;
      renewed = true;
    }
    if (!verified.ok) throw authErrors.unauthorized();
    const claims = verified.claims;
    // The session and the account come from this process's hot cache, which drops them the moment
    // their rows change anywhere (see runtime/server/cache): revocation still counts at the next call.
    const row = await session(claims.sid);
    const state = sessionState(row, new Date(now()));
    if (state === 'duplicated') return ended(authErrors.duplicated());
    if (state !== 'active' || !row || row.usrId !== claims.sub) return ended(authErrors.expired());
    // The account itself, checked on every call: a block, lock, expiry, dormancy or pending approval
    // ends its live sessions at their next call (and for the duplicate check).
    const account = await hot.accounts.get(claims.sub, () => loadAccount(app.db, claims.sub));
    const lockMinutes = config.auth.lock.minutes;
    const o = { lockMinutes, ip: request.ip, now: now() };
    if (!(await accountKeepsSessions(app.db, claims.sub, account?.user, o)) || !account) {
      return ended(authErrors.expired());
    }
    if (renewed) {
      // Only the access token is renewed; the session's refresh token stays valid until it expires.
      const fresh = await issueTokens(
        { sub: claims.sub, cp: claims.cp, procId: claims.procId, sid: claims.sid },
        tokens,
      );
      reply.header(jwt.accessTokenHeaderName, fresh.accessToken);
    }
    if (hot.dueForTouch(row)) await touchSession(app.db, row.sessionId, new Date(now()));
    return {
      usrId: claims.sub,
      usrNm: account.user.usrNm,
      roleId: account.user.roleId ?? null,
      sessionId: claims.sid,
      procId: claims.procId,
      roles: account.roles,
    };
  }

  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (!request.routeOptions.config.secured) return;
    const query = (request.query ?? {}) as Record<string, unknown>;
    const usp = query[SECURE_PARAM];
    if (typeof usp !== 'string' || usp === '') throw authErrors.badSecureParam();
    let payload: ReturnType<typeof decodeSecureParams>;
    try {
      payload = decodeSecureParams(usp, config.api.secret, request.tranId);
    } catch {
      throw authErrors.badSecureParam();
    }
    const verdict = await replay.check(request.tranId, payload.ts);
    if (verdict === 'stale') throw authErrors.staleSecureParam();
    if (verdict === 'replayed') throw authErrors.replayedSecureParam();
    request.query = payload.query;
    request.body = payload.body;
  });

  app.addHook('preValidation', async (request: FastifyRequest) => {
    const program = request.routeOptions.config.program;
    if (!program) return;
    const menuId = request.headers[headers.menuId.toLowerCase()];
    if (typeof menuId !== 'string' || menuId === '') throw authErrors.forbiddenMenu();
    const menu = (await app.menus.all()).byId.get(menuId);
    // The Menu-Id menu must be one of this system's menus of the route's program: authority on any
    // other menu (홈, a public notice board) says nothing about this API.
    if (!menu || menu.sysCd !== systemCode || menu.proIdVal !== program.id) throw authErrors.forbiddenMenu();
    const refusal = menuRefusal(menu, menuCallerOf(request), program.fn);
    if (refusal === 'ip') throw authErrors.forbiddenIp();
    if (refusal) throw program.fn ? authErrors.forbiddenFunction() : authErrors.forbiddenMenu();
  });
}
