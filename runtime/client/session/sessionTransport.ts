import type { TokenPair } from './tokenStore.ts';

/**
 * The network side of the session, provided by the API client (runtime/client/api), so the
 * session never imports it: the logout call and one duplicate-login check.
 */
export interface SessionTransport {
  /** POST /api/authentication/logout with these tokens (the store is cleared at the same moment). */
  logout(tokens: TokenPair): Promise<unknown>;
  /** GET `auth.duplication.path?k=…`; resolves with the answer's result code, rejects on failure. */
  checkDuplicate(k: string): Promise<string>;
  /**
   * GET /api/authentication/session: the user and roles the server holds now; rejects on failure.
   * Optional: without it the login's roles stay until the next login.
   */
  currentUser?(): Promise<{ userId: string; userName: string; roles: string[] }>;
}
