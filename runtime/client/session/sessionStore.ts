import { proxy } from 'valtio/vanilla';
import type { TokenClaims } from '../../core/auth/index.ts';
import type { InactiveReason, SessionStatus, UserMenu } from '../../core/session/index.ts';

/** The staff member's session as the browser sees it (spec section 4). Change it through the actions in index.ts. */
export interface SessionState {
  /** True while `status` is `active`. */
  authenticated: boolean;
  /** The token's `sub`. */
  userId: string | null;
  userName: string | null;
  /** Authority strings (`clientAuthority`) of the login answer. */
  roles: string[];
  /** `anonymous` until a login, `active`, then `inactive` once it ends. */
  status: SessionStatus;
  /** Why the session ended; set while `inactive`. */
  inactiveReason?: InactiveReason;
  /** Claims of the current access token (sub, cp, procId). */
  claims: TokenClaims | null;
  /** Favourite menus (`userMenus` of the login answer). */
  favourites: UserMenu[];
  /** Seconds before idle auto-logout; `null` when it is off or no one is logged in. */
  idleSecondsLeft: number | null;
}

/** A signed-out state: what a new tab starts with and what an ended session returns to. */
export function emptySession(): SessionState {
  return {
    authenticated: false,
    userId: null,
    userName: null,
    roles: [],
    status: 'anonymous',
    claims: null,
    favourites: [],
    idleSecondsLeft: null,
  };
}

/** A new session store (the page's runtime makes one; tests make their own). */
export function createSessionState(): SessionState {
  return proxy<SessionState>(emptySession());
}
