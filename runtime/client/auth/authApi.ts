import { API_ENDPOINTS } from '../../../schemas/api/endpoints.ts';
import type {
  ApiAnswer,
  ApiAnswerBody,
  ApiRequestBody,
  ApiRequestQuery,
} from '../../../schemas/api/routes.ts';
import { api } from '../api/index.ts';

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
const call = <N extends Secured>(name: N, body: ApiRequestBody<N>) =>
  api.call<ApiAnswerBody<N> | null>({
    url: API_ENDPOINTS[name].url,
    method: API_ENDPOINTS[name].method,
    body,
    secured: API_ENDPOINTS[name].secured,
    passResultCodes: 'all',
  });

/** POST /api/authentication/login (secured). Every result code comes back; the screen decides. */
export const login = (userId: string, userPw: string) =>
  call('auth.login', { userId, userPw }) as Promise<LoginEnvelope>;

/** POST /api/authentication/login-complete (secured): the second step. */
export const loginComplete = (userId: string, authenticationKey: string) =>
  call('auth.loginComplete', { userId, authenticationKey }) as Promise<LoginEnvelope>;

/** POST /api/authentication/approval (secured): unlock 01, password reset 02, dormancy release 03. */
export const requestApproval = (
  userId: string,
  userPw: string,
  aprvTypeCd: ApiRequestBody<'auth.approval'>['aprvTypeCd'],
) => call('auth.approval', { userId, userPw, aprvTypeCd });

/** POST /api/authentication/edit-password (secured). */
export const editPassword = (usrId: string, oldPwd: string, newPwd: string) =>
  call('auth.editPassword', { usrId, oldPwd, newPwd });

/** GET /api/authentication/validate/password: the server's rule check, for messages while typing. */
export const validatePassword = (password: string, oldPassword: string, userId: string) => {
  const query: ApiRequestQuery<'auth.validatePassword'> = { password, oldPassword, userId };
  return api.call<ApiAnswerBody<'auth.validatePassword'> | null>({
    url: API_ENDPOINTS['auth.validatePassword'].url,
    method: API_ENDPOINTS['auth.validatePassword'].method,
    query,
    passResultCodes: 'all',
    loading: false,
  });
};
