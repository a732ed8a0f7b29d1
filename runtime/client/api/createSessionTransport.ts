import { API_ENDPOINTS } from '../../../schemas/api/endpoints.ts';
import type { SessionTransport, TokenPair } from '../session/index.ts';
import type { ApiClient, ApiClientConfig } from './apiTypes.ts';

/** The logout call of spec section 7. */
export const LOGOUT_PATH = API_ENDPOINTS['auth.logout'].url;

/** Logout waits at most this long: the session is already cleared locally. */
const LOGOUT_TIMEOUT_MS = 5000;

/**
 * The session's network side over an API client: logout with the tokens the session held (sent
 * explicitly, the store is already cleared) and the duplicate check (GET with `k`). Both run
 * without the loading bar, without ending the session on 401 and without counting as activity.
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
  };
}
