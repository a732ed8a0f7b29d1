import type { TokenClaims } from '../auth/index.ts';

/** A favourite menu of the user (spec section 3). */
export interface UserMenu {
  usrId?: string;
  sysCd?: string;
  mnuId: string;
  mnuNm?: string;
  mnuUrl?: string | null;
  [field: string]: unknown;
}

/** The login answer's body as the session reads it (spec section 3); other fields pass through. */
export interface LoginResultBody {
  resCd?: string;
  hasUser?: boolean;
  loginFailCnt?: number;
  pwdUnchangedDays?: number;
  userMenus?: readonly UserMenu[] | null;
  authorities?: readonly { clientAuthority?: string | null }[] | null;
  accessInfo?: { userIp?: string } | null;
  /** The user, as the login answer names it. */
  user?: { usrId?: string; usrNm?: string } | null;
  /** User id and name in flat form, for servers that send them so. */
  usrId?: string;
  userId?: string;
  usrNm?: string;
  userName?: string;
  [field: string]: unknown;
}

/** What a login puts in the session. */
export interface SessionUser {
  userId: string | null;
  userName: string | null;
  roles: string[];
  favourites: UserMenu[];
}

/** Roles are the authorities' `clientAuthority` strings (spec section 6), blanks and repeats dropped. */
export function rolesFromAuthorities(authorities: LoginResultBody['authorities']): string[] {
  const roles = (authorities ?? [])
    .map((a) => a?.clientAuthority)
    .filter((r): r is string => typeof r === 'string' && r !== '');
  return [...new Set(roles)];
}

/** The session's user from a login answer and the token's claims (`sub` wins for the id). */
export function sessionUserFromLogin(body: LoginResultBody, claims: TokenClaims | undefined): SessionUser {
  const userId = claims?.sub || body.user?.usrId || body.usrId || body.userId || null;
  return {
    userId,
    userName: body.user?.usrNm || body.usrNm || body.userName || userId,
    roles: rolesFromAuthorities(body.authorities),
    favourites: (body.userMenus ?? []).filter((m) => m && typeof m.mnuId === 'string').map((m) => ({ ...m })),
  };
}
