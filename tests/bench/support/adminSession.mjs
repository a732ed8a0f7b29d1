// The benchmarks' logged-in administrator: a session opened as the login call would open one, and
// the headers a browser on menu `menuId` sends with it. Imported after tsx's loader is registered.
const { issueTokens, openSession, REFRESH_SECONDS } = await import('../../../runtime/server/auth/index.ts');

/** Headers of a live `admin` session of `app` (over `database`) calling from menu `menuId`. */
export async function adminHeaders(app, database, config, menuId) {
  const sessionId = `bench${Date.now()}${Math.random().toString(36).slice(2)}`;
  const tokens = await issueTokens(
    { sub: 'admin', cp: config.management.systemCode, procId: 'bench', sid: sessionId },
    { keys: app.serverKeys, systemCode: config.management.systemCode },
  );
  await openSession(database.db, {
    sessionId,
    usrId: 'admin',
    procId: 'bench',
    refreshToken: tokens.refreshToken,
    expiresAt: new Date(Date.now() + REFRESH_SECONDS * 1000),
    ip: '127.0.0.1',
  });
  return {
    [config.auth.jwt.accessTokenHeaderName]: tokens.accessToken,
    [config.api.headers.menuId]: menuId,
    'content-type': 'application/json',
  };
}
