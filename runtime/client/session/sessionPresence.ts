/** The part of `navigator.locks` the presence needs (tests pass a fake). */
export interface PresenceLocks {
  request(name: string, options: { mode: 'shared' }, callback: () => Promise<void>): Promise<unknown>;
  query(): Promise<{ held?: { name?: string }[] }>;
}

/**
 * Whether any tab of this browser could share its session: a tab holds a shared Web Lock while its
 * session is active and it listens to the other tabs, so a new tab asks them only when one does
 * (and opens at once when none does, instead of waiting out `adopt`'s timeout).
 */
export interface SessionPresence {
  /** Marks this tab as one that answers; returns the release. */
  hold(): () => void;
  /** Whether any tab does; `undefined` when the browser cannot tell. */
  any(): Promise<boolean | undefined>;
}

export const SESSION_PRESENCE_LOCK = 'console-session:active';

/** The presence over Web Locks, or `undefined` where the browser has none (then every new tab asks). */
export function createSessionPresence(
  locks: PresenceLocks | undefined = (globalThis.navigator as { locks?: PresenceLocks } | undefined)?.locks,
): SessionPresence | undefined {
  if (!locks) return undefined;
  return {
    hold() {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      locks.request(SESSION_PRESENCE_LOCK, { mode: 'shared' }, () => held).catch(() => {});
      return release;
    },
    async any() {
      try {
        const snapshot = await locks.query();
        return (snapshot.held ?? []).some((lock) => lock.name === SESSION_PRESENCE_LOCK);
      } catch {
        return undefined;
      }
    },
  };
}
