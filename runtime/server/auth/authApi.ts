import type { FastifyInstance } from 'fastify';
import { needs } from '../platform/index.ts';
import { registerApproval } from './approval.ts';
import type { AuthApiOptions, AuthDeps } from './authDeps.ts';
import { logAuthKeySender } from './authKeySender.ts';
import { registerCurrentSession } from './currentSession.ts';
import { registerEditPassword } from './editPassword.ts';
import { tokenSettingsOf } from './keyStoreDecoration.ts';
import { registerLogin } from './login.ts';
import { registerLoginComplete } from './loginComplete.ts';
import { registerLogout } from './logout.ts';
import { registerMyAccount } from './myAccount.ts';
import { LoginThrottle } from './rateLimit.ts';
import { defaultRegionResolver } from './region.ts';
import { registerValidate } from './validate.ts';

/**
 * The authentication API of spec section 7, registered at `/api/authentication`: login (with the
 * optional second step), logout, the current session's authorities, the caller's own account (내
 * 정보), password change, id and password checks, and approval requests.
 * Business outcomes answer HTTP 200 with their result code in the envelope; 4xx is for requests that
 * cannot be taken (malformed 400, unauthorised 401, too many attempts 429). The duplicate check is
 * the separate `duplicateCheckApi` (its path is configured outside this prefix).
 */
export const authApi = needs(
  'authentication',
  { fastify: ['db', 'hotCache', 'serverKeys', 'menus'] },
  async function authApi(app: FastifyInstance, options: AuthApiOptions): Promise<void> {
    const now = options.now ?? Date.now;
    const auth = options.auth ?? {};
    const deps: AuthDeps = {
      config: options.config,
      now,
      throttle: new LoginThrottle(() => app.db, auth.rateLimits, now),
      keySender: auth.keySender ?? logAuthKeySender,
      resolveRegion: auth.resolveRegion ?? defaultRegionResolver,
      tokens: tokenSettingsOf(app, options.config, now),
    };
    if (deps.keySender === logAuthKeySender && options.config.app.profile === 'production') {
      app.log.warn(
        'second-step keys are written to the log: set auth.keySender to a real SMS or e-mail sender',
      );
    }
    registerLogin(app, deps);
    registerLoginComplete(app, deps);
    registerLogout(app);
    registerCurrentSession(app);
    registerMyAccount(app, deps);
    registerEditPassword(app, deps);
    registerValidate(app, deps);
    registerApproval(app, deps);
  },
);
