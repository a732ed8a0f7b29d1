import type { FastifyInstance } from 'fastify';
import { randomBase62 } from '../../../runtime/core/crypto/index.ts';
import { issueTokens, openSession, REFRESH_SECONDS } from '../../../runtime/server/auth/index.ts';
import { type ConsoleConfig, configSchema } from '../../../schemas/config/index.ts';

export interface LoginAsOptions {
  /** The app's configuration (token header name, secret, system code). Default: the defaults. */
  config?: ConsoleConfig;
  /** Address recorded on the session. Default 127.0.0.1. */
  ip?: string;
  /** Clock the app was built with. Default Date.now. */
  now?: () => number;
}

/**
 * Headers of a logged-in `usrId`, without going through the login call: a session is opened in
 * the app's database and an access token issued for it. Opening a session replaces the user's
 * earlier ones (duplicate login), so call it once per user per app and reuse the headers.
 */
export async function loginAs(
  app: FastifyInstance,
  usrId: string,
  options: LoginAsOptions = {},
): Promise<Record<string, string>> {
  const config = options.config ?? configSchema.parse({});
  const now = options.now ?? Date.now;
  const sessionId = randomBase62(32);
  const procId = randomBase62();
  const tokens = await issueTokens(
    { sub: usrId, cp: config.management.systemCode, procId, sid: sessionId },
    { keys: app.serverKeys, systemCode: config.management.systemCode, now },
  );
  await openSession(app.db, {
    sessionId,
    usrId,
    procId,
    refreshToken: tokens.refreshToken,
    expiresAt: new Date(now() + REFRESH_SECONDS * 1000),
    ip: options.ip ?? '127.0.0.1',
  });
  return { [config.auth.jwt.accessTokenHeaderName]: tokens.accessToken };
}
