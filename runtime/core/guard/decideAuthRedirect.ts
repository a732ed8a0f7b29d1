import type { ScreenMeta } from '../screen/screenMeta.ts';

export interface AuthRedirectInput {
  meta: Pick<ScreenMeta, 'auth'> | undefined;
  authenticated: boolean;
  /** Requested location: path plus search, e.g. `/pubs/x?tab=1`. */
  href: string;
  pathname: string;
  loginPath: string;
  returnParamName: string;
  /** Whether the current search already carries the return parameter. */
  hasReturnParam: boolean;
}

/**
 * Where an unauthenticated visitor of a protected screen is sent: the login path with the return
 * path in the configured parameter (spec section 2), unless it is already there. `undefined`: stay.
 */
export function decideAuthRedirect(
  i: AuthRedirectInput,
): { to: string; search: Record<string, string> } | undefined {
  if (!i.meta || i.meta.auth === false || i.authenticated) return undefined;
  if (i.pathname === i.loginPath) return undefined;
  return { to: i.loginPath, search: i.hasReturnParam ? {} : { [i.returnParamName]: i.href } };
}
