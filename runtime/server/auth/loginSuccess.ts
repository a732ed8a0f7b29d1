import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginSuccessBody, LoginUserMenu } from '../../../schemas/api/auth.ts';
import type { AppProp } from '../../../schemas/api/initialData.ts';
import { randomBase62 } from '../../core/crypto/index.ts';
import { noteChange } from '../cache/index.ts';
import { users } from '../db/index.ts';
import type { AuthDeps } from './authDeps.ts';
import { loadUserAuthorities } from './roles.ts';
import { openSession } from './sessions.ts';
import { issueTokens } from './tokens.ts';
import type { UserRow } from './users.ts';

const DAY_MS = 86_400_000;

/**
 * The end of a successful login (after the password, or the second-step key): the failure count
 * goes back to 0, a session opens (replacing the user's other sessions, which then answer FS01),
 * the tokens go out in the configured response headers, and the body of spec section 3 comes back.
 */
export async function completeLogin(
  app: FastifyInstance,
  deps: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  props: AppProp,
): Promise<LoginSuccessBody> {
  const db = app.db;
  const now = deps.now();
  const ip = request.ip;
  if (user.loginFailCnt !== 0) {
    await db
      .update(users)
      .set({ loginFailCnt: 0, updDttm: new Date(now), updUsrId: user.usrId, updUsrIp: ip })
      .where(eq(users.usrId, user.usrId));
    noteChange(db, { t: 'user', k: user.usrId });
  }
  const sessionId = randomBase62(32);
  const procId = randomBase62();
  const keys = deps.tokens.keys;
  let tokens: Awaited<ReturnType<typeof issueTokens>>;
  // Signed with a key revoked on another instance a moment ago (its notice not here yet): the
  // session does not open, and the tokens are signed again with the keys as they are now.
  for (let attempt = 1; ; attempt++) {
    tokens = await issueTokens(
      { sub: user.usrId, cp: deps.config.management.systemCode, procId, sid: sessionId },
      deps.tokens,
    );
    const opened = await openSession(db, {
      sessionId,
      usrId: user.usrId,
      procId,
      refreshToken: tokens.refreshToken,
      expiresAt: tokens.refreshExpiresAt,
      ip,
      signedWith: keys.options.envKey ? undefined : tokens.kid,
    });
    if (opened) break;
    if (attempt === 3) throw new Error('login: the server keys changed three times while a session opened');
    keys.forget();
  }
  const jwt = deps.config.auth.jwt;
  reply.header(jwt.accessTokenHeaderName, tokens.accessToken);
  reply.header(jwt.refreshTokenHeaderName, tokens.refreshToken);

  // A login always reads authorities fresh, whatever the hot cache holds.
  const who = await loadUserAuthorities(db, user.usrId);
  const roles = who?.roles ?? [];
  const pwdUnchangedDays = Math.max(0, Math.floor((now - user.pwdChgDttm.getTime()) / DAY_MS));
  return {
    resCd: '0000',
    hasUser: true,
    loginFailCnt: 0,
    pwdUnchangedDays,
    passwordChangeDays: props.passwordChangeDays,
    recommendChangePassword: props.passwordChangeDays > 0 && pwdUnchangedDays > props.passwordChangeDays,
    userMenus: await favouritesOf(app, user.usrId, deps.config.management.systemCode, roles),
    authorities: roles.map((clientAuthority) => ({ clientAuthority })),
    accessInfo: { userIp: ip },
    user: { usrId: user.usrId, usrNm: who?.usrNm ?? user.usrNm },
  };
}

/** The user's favourite menus of the system, in their order, limited to menus the user may open. */
async function favouritesOf(
  app: FastifyInstance,
  usrId: string,
  sysCd: string,
  roles: readonly string[],
): Promise<LoginUserMenu[]> {
  const rows = await app.menus.favourites({ usrId, sysCd }, { roles });
  return rows.map(({ srtNo: _, ...menu }) => menu);
}
