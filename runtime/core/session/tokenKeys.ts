/**
 * Storage key (and cookie name) of the session's refresh token, in every store `auth.jwt.storage`
 * names (the token store's, and the page script's look for a session).
 */
export const REFRESH_TOKEN_KEY = 'console-refresh-token';
