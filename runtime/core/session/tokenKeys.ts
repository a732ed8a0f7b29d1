/** Storage keys (and cookie names) of the session's tokens, in every store `auth.jwt.storage` names. */
export const TOKEN_KEYS = {
  accessToken: 'console-access-token',
  refreshToken: 'console-refresh-token',
} as const;
