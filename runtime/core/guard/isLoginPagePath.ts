import { normalizePath } from '../url/index.ts';

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Whether a requested URL path (percent-encoded, no query) is the login page at `loginPath`: the
 * page the server and the dev server answer with the light login page. Trailing slashes are
 * ignored, as the guard ignores them.
 */
export function isLoginPagePath(path: string, loginPath: string): boolean {
  return normalizePath(decoded(path)) === normalizePath(decoded(loginPath));
}
