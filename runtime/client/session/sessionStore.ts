import { proxy } from 'valtio/vanilla';

/** The staff member's session as the browser sees it. Login and tokens arrive with the auth module. */
export interface SessionState {
  authenticated: boolean;
  userId: string | null;
  userName: string | null;
  roles: string[];
}

export const session = proxy<SessionState>({ authenticated: false, userId: null, userName: null, roles: [] });
