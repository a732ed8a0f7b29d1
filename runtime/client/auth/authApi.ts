import type { ApprovalType, LoginResponse } from '../../core/auth/loginOutcome.ts';
import type { ApiClient, ApiEnvelope } from '../api/index.ts';

/** The answer of login and login-complete, as the login screen reads it. */
export type LoginEnvelope = LoginResponse & {
  resultMessage: string;
  body: (LoginResponse['body'] & Record<string, unknown>) | null;
};

/** The authentication calls of spec section 7 over one API client. */
export interface AuthApi {
  /** POST /api/authentication/login (secured). Every result code comes back; the screen decides. */
  login(userId: string, userPw: string): Promise<LoginEnvelope>;
  /** POST /api/authentication/login-complete (secured): the second step. */
  loginComplete(userId: string, authenticationKey: string): Promise<LoginEnvelope>;
  /** POST /api/authentication/approval (secured): unlock 01, password reset 02, dormancy release 03. */
  requestApproval(userId: string, userPw: string, aprvTypeCd: ApprovalType): Promise<ApiEnvelope<unknown>>;
  /** POST /api/authentication/edit-password (secured). */
  editPassword(usrId: string, oldPwd: string, newPwd: string): Promise<ApiEnvelope<unknown>>;
  /** GET /api/authentication/validate/password: the server's rule check, for messages while typing. */
  validatePassword(
    password: string,
    oldPassword: string,
    userId: string,
  ): Promise<ApiEnvelope<{ valid: boolean; message?: string }>>;
}

export function createAuthApi(api: ApiClient): AuthApi {
  const call = <T>(url: string, body: unknown, more: { activateSession?: boolean } = {}) =>
    api.call<T>({ url, method: 'POST', body, secured: true, passResultCodes: 'all', ...more });
  // A login's tokens are only stored: the login flow activates the session once, from its answer.
  const login = { activateSession: false };
  return {
    login: (userId, userPw) =>
      call<LoginEnvelope['body']>(
        '/api/authentication/login',
        { userId, userPw },
        login,
      ) as Promise<LoginEnvelope>,
    loginComplete: (userId, authenticationKey) =>
      call<LoginEnvelope['body']>(
        '/api/authentication/login-complete',
        { userId, authenticationKey },
        login,
      ) as Promise<LoginEnvelope>,
    requestApproval: (userId, userPw, aprvTypeCd) =>
      call<unknown>('/api/authentication/approval', { userId, userPw, aprvTypeCd }),
    editPassword: (usrId, oldPwd, newPwd) =>
      call<unknown>('/api/authentication/edit-password', { usrId, oldPwd, newPwd }),
    validatePassword: (password, oldPassword, userId) =>
      api.call<{ valid: boolean; message?: string }>({
        url: '/api/authentication/validate/password',
        query: { password, oldPassword, userId },
        passResultCodes: 'all',
        loading: false,
      }),
  };
}
