import { API_ENDPOINTS } from '../../../schemas/api/endpoints.ts';
import type {
  ApiAnswer,
  ApiAnswerBody,
  ApiRequestBody,
  ApiRequestQuery,
} from '../../../schemas/api/routes.ts';
import type { ApiClient, ApiEnvelope } from '../api/index.ts';

/**
 * The answer of login and login-complete, as the login screen reads it: the server's answer types
 * (`schemas/api/routes.ts`), with `body` null for a refusal (429, 400, …; every code comes back)
 * and open to fields an older or newer server adds.
 */
export type LoginEnvelope = Omit<ApiAnswer<'auth.login'>, 'body'> & {
  body:
    | ((ApiAnswerBody<'auth.login'> | ApiAnswerBody<'auth.loginComplete'>) & Record<string, unknown>)
    | null;
};

type Secured = 'auth.login' | 'auth.loginComplete' | 'auth.approval' | 'auth.editPassword';

/** The authentication calls of spec section 7 over one API client (URLs and types: the route table). */
export interface AuthApi {
  /**
   * POST /api/authentication/login (secured) with the spec's `userName, userId, userPw`: the form
   * has one identity field, so `userName` carries the entered id too. Every result code comes back.
   */
  login(userId: string, userPw: string): Promise<LoginEnvelope>;
  /** POST /api/authentication/login-complete (secured): the second step. */
  loginComplete(userId: string, authenticationKey: string): Promise<LoginEnvelope>;
  /** POST /api/authentication/approval (secured): unlock 01, password reset 02, dormancy release 03. */
  requestApproval(
    userId: string,
    userPw: string,
    aprvTypeCd: ApiRequestBody<'auth.approval'>['aprvTypeCd'],
  ): Promise<ApiEnvelope<ApiAnswerBody<'auth.approval'> | null>>;
  /** POST /api/authentication/edit-password (secured). */
  editPassword(
    usrId: string,
    oldPwd: string,
    newPwd: string,
  ): Promise<ApiEnvelope<ApiAnswerBody<'auth.editPassword'> | null>>;
  /** GET /api/authentication/validate/password: the server's rule check, for messages while typing. */
  validatePassword(
    password: string,
    oldPassword: string,
    userId: string,
  ): Promise<ApiEnvelope<ApiAnswerBody<'auth.validatePassword'> | null>>;
}

export function createAuthApi(api: ApiClient): AuthApi {
  const call = <N extends Secured>(
    name: N,
    body: ApiRequestBody<N>,
    more: { activateSession?: boolean } = {},
  ) =>
    api.call<ApiAnswerBody<N> | null>({
      url: API_ENDPOINTS[name].url,
      method: API_ENDPOINTS[name].method,
      body,
      secured: API_ENDPOINTS[name].secured,
      passResultCodes: 'all',
      ...more,
    });
  // A login's tokens are only stored: the login flow activates the session once, from its answer.
  const login = { activateSession: false };
  return {
    login: (userId, userPw) =>
      call('auth.login', { userName: userId, userId, userPw }, login) as Promise<LoginEnvelope>,
    loginComplete: (userId, authenticationKey) =>
      call('auth.loginComplete', { userId, authenticationKey }, login) as Promise<LoginEnvelope>,
    requestApproval: (userId, userPw, aprvTypeCd) => call('auth.approval', { userId, userPw, aprvTypeCd }),
    editPassword: (usrId, oldPwd, newPwd) => call('auth.editPassword', { usrId, oldPwd, newPwd }),
    validatePassword: (password, oldPassword, userId) => {
      const query: ApiRequestQuery<'auth.validatePassword'> = { password, oldPassword, userId };
      return api.call<ApiAnswerBody<'auth.validatePassword'> | null>({
        url: API_ENDPOINTS['auth.validatePassword'].url,
        method: API_ENDPOINTS['auth.validatePassword'].method,
        query,
        passResultCodes: 'all',
        loading: false,
      });
    },
  };
}
