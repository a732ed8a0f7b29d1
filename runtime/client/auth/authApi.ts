import type { ApprovalType, LoginResponse } from '../../core/auth/loginOutcome.ts';
import { api } from '../api/index.ts';

/** The answer of login and login-complete, as the login screen reads it. */
export type LoginEnvelope = LoginResponse & {
  resultMessage: string;
  body: (LoginResponse['body'] & Record<string, unknown>) | null;
};

const call = <T>(url: string, body: unknown, secured = true) =>
  api.call<T>({ url, method: 'POST', body, secured, passResultCodes: 'all' });

/** POST /api/authentication/login (secured). Every result code comes back; the screen decides. */
export const login = (userId: string, userPw: string) =>
  call<LoginEnvelope['body']>('/api/authentication/login', { userId, userPw }) as Promise<LoginEnvelope>;

/** POST /api/authentication/login-complete (secured): the second step. */
export const loginComplete = (userId: string, authenticationKey: string) =>
  call<LoginEnvelope['body']>('/api/authentication/login-complete', {
    userId,
    authenticationKey,
  }) as Promise<LoginEnvelope>;

/** POST /api/authentication/approval (secured): unlock 01, password reset 02, dormancy release 03. */
export const requestApproval = (userId: string, userPw: string, aprvTypeCd: ApprovalType) =>
  call<unknown>('/api/authentication/approval', { userId, userPw, aprvTypeCd });

/** POST /api/authentication/edit-password (secured). */
export const editPassword = (usrId: string, oldPwd: string, newPwd: string) =>
  call<unknown>('/api/authentication/edit-password', { usrId, oldPwd, newPwd });

/** GET /api/authentication/validate/password: the server's rule check, for messages while typing. */
export const validatePassword = (password: string, oldPassword: string, userId: string) =>
  api.call<{ valid: boolean; message?: string }>({
    url: '/api/authentication/validate/password',
    query: { password, oldPassword, userId },
    passResultCodes: 'all',
    loading: false,
  });
