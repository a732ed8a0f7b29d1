import type { FastifyInstance } from 'fastify';
import type { DuplicateCheckBody } from '../../../schemas/api/auth.ts';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import { AUTH_MESSAGES, readDuplicateCheckParam } from '../../core/auth/index.ts';
import { API_PREFIX, apiRoute, authErrors, needs, type PluginOptions } from '../platform/index.ts';
import { tokenSettingsOf } from './keyStoreDecoration.ts';
import { outcome } from './results.ts';
import { loadAccount } from './roles.ts';
import { findSession, sessionState } from './sessions.ts';
import { readSessionCheckKey } from './tokens.ts';
import { accountKeepsSessions } from './users.ts';

/**
 * The duplicate-login check at `auth.duplication.path` (default `/api/auth-ws`), polled by the
 * client: GET with `k` = duplicateCheckParam({ userId, sessionKey, procId }, api.secret), where
 * `sessionKey` is the access token's `dck` claim (a server-keyed value that proves only the
 * session). HTTP 200 with resultCode 0000 (the session is live), FS01 (a newer login of the same
 * user replaced it) or FS10 (logged out, expired, or not a session at all). A `k` that does not
 * decrypt: 400 INVALID_SECURE_PARAM. Public and read-only. Register it in the `/api` management
 * plugin: the configured path must be under `/api`.
 */
export const duplicateCheckApi = needs(
  'duplicate-check',
  { fastify: ['db', 'serverKeys'] },
  async function duplicateCheckApi(app: FastifyInstance, options: PluginOptions): Promise<void> {
    const { config } = options;
    const now = options.now ?? Date.now;
    const path = config.auth.duplication.path;
    if (!path.startsWith(`${API_PREFIX}/`)) {
      throw new Error(
        `auth.duplication.path must be under ${API_PREFIX}/ (it is served by the management API): ${path}`,
      );
    }
    const tokens = tokenSettingsOf(app, config, now);
    const live = (state: DuplicateCheckBody['state']) => ({ state });
    const duplicated = authErrors.duplicated();
    const expired = authErrors.expired();

    const route = API_ROUTES['auth.duplicateCheck'];
    apiRoute(
      app,
      route,
      async (request) => {
        const { k } = request.query;
        let claims: ReturnType<typeof readDuplicateCheckParam>;
        try {
          claims = readDuplicateCheckParam(k, config.api.secret);
        } catch {
          throw authErrors.badSecureParam();
        }
        const over = outcome(expired.resultCode, expired.resultMessage, live('expired'));
        const sid = await readSessionCheckKey(claims.sessionKey, tokens);
        if (!sid) return over;
        const hot = app.hotCache;
        const row = await hot.sessions.get(sid, () => findSession(app.db, sid));
        if (!row || row.usrId !== claims.userId || row.procId !== claims.procId) return over;
        const state = sessionState(row, new Date(now()));
        if (state === 'duplicated')
          return outcome(duplicated.resultCode, duplicated.resultMessage, live('duplicated'));
        if (state !== 'active') return over;
        // The account as it is now: a block, lock, expiry… ends the session here too, not only at the
        // next API call.
        const lockMinutes = config.auth.lock.minutes;
        const account = await hot.accounts.get(row.usrId, () => loadAccount(app.db, row.usrId));
        const o = { lockMinutes, ip: request.ip, now: now() };
        if (!(await accountKeepsSessions(app.db, row.usrId, account?.user, o))) {
          return over;
        }
        return outcome('0000', AUTH_MESSAGES.sessionLive, live('active'));
      },
      { url: path },
    );
  },
);
