import type { SessionBody } from '../../../schemas/api/auth.ts';
import { API_ENDPOINTS } from '../../../schemas/api/endpoints.ts';
import { rolesFromAuthorities } from '../../core/session/index.ts';
import type { SessionTransport, TokenPair } from '../session/index.ts';
import type { ApiClient, ApiClientConfig } from './apiTypes.ts';

/** The logout call of spec section 7. */
export const LOGOUT_PATH = API_ENDPOINTS['auth.logout'].url;

/** The current session's user and roles. */
export const SESSION_PATH = API_ENDPOINTS['auth.session'].url;

/** Logout waits at most this long: the session is already cleared locally. */
const LOGOUT_TIMEOUT_MS = 5000;

/**
 * The session's network side over an API client: logout with the tokens the session held (sent
 * explicitly, the store is already cleared) and the duplicate check (GET with `k`), both without
 * ending the session on 401; and the current user's roles. None shows the loading bar or counts
 * as activity.
 */
export function createSessionTransport(api: ApiClient, config: ApiClientConfig): SessionTransport {
  const jwt = config.auth.jwt;
  const tokenHeaders = (t: TokenPair) => ({
    ...(t.accessToken ? { [jwt.accessTokenHeaderName]: t.accessToken } : {}),
    ...(t.refreshToken ? { [jwt.refreshTokenHeaderName]: t.refreshToken } : {}),
  });
  return {
    logout: (tokens) =>
      api.call({
        url: LOGOUT_PATH,
        method: 'POST',
        headers: tokenHeaders(tokens),
        passResultCodes: 'all',
        loading: false,
        skipAuthValidation: true,
        activity: false,
        timeoutMs: LOGOUT_TIMEOUT_MS,
      }),
    checkDuplicate: async (k) =>
      (
        await api.call({
          url: config.auth.duplication.path,
          method: 'GET',
          query: { k },
          passResultCodes: 'all',
          loading: false,
          skipAuthValidation: true,
          activity: false,
        })
      ).resultCode,
    // A 401 here ends the session like any call's (it has ended on the server); the access token
    // renewed on the way goes to the store as usual.
    currentUser: async () => {
      const answer = await api.call<SessionBody>({
        url: SESSION_PATH,
        method: API_ENDPOINTS['auth.session'].method,
        loading: false,
        activity: false,
      });
      const { user, authorities } = answer.body;
      return {
        userId: user.usrId,
        userName: user.usrNm,
        roles: rolesFromAuthorities(authorities),
      };
    },
  };
}
