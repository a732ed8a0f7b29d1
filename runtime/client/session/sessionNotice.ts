import { parseSessionNotice, type SessionNotice } from '../../core/session/index.ts';
import type { StorageLike } from './tokenStore.ts';

/** Session-storage key of why this tab's last session ended. */
export const SESSION_NOTICE_KEY = 'console-session-notice';

/** Keeps why the session ended for the login page of this tab (a plain logout clears it). */
export function writeSessionNotice(storage: StorageLike | undefined, notice: SessionNotice): void {
  try {
    if (notice.reason === 'logout') storage?.removeItem(SESSION_NOTICE_KEY);
    else storage?.setItem(SESSION_NOTICE_KEY, JSON.stringify(notice));
  } catch {
    // blocked storage: the login page just says nothing
  }
}

/** Reads and removes the notice: the login page shows it once. */
export function takeSessionNotice(storage: StorageLike | undefined, now: number): SessionNotice | undefined {
  try {
    const raw = storage?.getItem(SESSION_NOTICE_KEY);
    storage?.removeItem(SESSION_NOTICE_KEY);
    return parseSessionNotice(raw, now);
  } catch {
    return undefined;
  }
}
