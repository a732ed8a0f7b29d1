import { INACTIVE_REASONS, type InactiveReason, type UserMenu } from '../../core/session/index.ts';
import type { StorageLike } from './tokenStore.ts';

/** Name of the BroadcastChannel the session's tabs share. */
export const SESSION_CHANNEL_NAME = 'console-session';
/** Local-storage key of the `storage`-event fallback. */
export const SESSION_CHANNEL_STORAGE_KEY = 'console-session:message';

/** The user's name, roles and favourites, as a live tab hands them to a new one. */
export interface SharedUser {
  userId: string;
  userName: string;
  roles: string[];
  favourites: UserMenu[];
}

/**
 * What the tabs of one browser tell each other (fidelity.md, "Session and navigation"):
 * - `logout`: a session ended in one tab; every other tab ends its own the same way;
 * - `ask`: a new tab asks for the session before it decides it is logged out;
 * - `share`: a live tab answers one `ask` with its tokens and user (BroadcastChannel only);
 * - `active`: the user did something (or pressed 연장) in one tab; every tab's idle countdown restarts.
 */
export type CrossTabMessage =
  | { type: 'logout'; reason: InactiveReason; from: string }
  | { type: 'ask'; from: string }
  | {
      type: 'share';
      from: string;
      to: string;
      accessToken: string;
      refreshToken: string | null;
      user: SharedUser | null;
    }
  | { type: 'active'; from: string };

export interface CrossTabChannel {
  post(message: CrossTabMessage): void;
  /** Calls `listener` for messages of other tabs; returns the unsubscribe. */
  subscribe(listener: (message: CrossTabMessage) => void): () => void;
  close(): void;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function asUser(v: unknown): SharedUser | null {
  const u = v as Partial<SharedUser> | null;
  if (!u || typeof u.userId !== 'string') return null;
  return {
    userId: u.userId,
    userName: str(u.userName) || u.userId,
    roles: Array.isArray(u.roles) ? u.roles.filter((r): r is string => typeof r === 'string') : [],
    favourites: Array.isArray(u.favourites)
      ? u.favourites.filter((f) => f && typeof f === 'object' && typeof f.mnuId === 'string')
      : [],
  };
}

/** A message of another tab, checked field by field; `undefined` when it is not one of ours. */
export function asCrossTabMessage(data: unknown): CrossTabMessage | undefined {
  const m = data as Record<string, unknown> | null;
  if (!m || typeof m !== 'object') return undefined;
  const from = str(m.from);
  switch (m.type) {
    case 'logout':
      return INACTIVE_REASONS.includes(m.reason as InactiveReason)
        ? { type: 'logout', reason: m.reason as InactiveReason, from }
        : undefined;
    case 'ask':
    case 'active':
      return { type: m.type, from };
    case 'share':
      return typeof m.accessToken === 'string' && m.accessToken && str(m.to)
        ? {
            type: 'share',
            from,
            to: str(m.to),
            accessToken: m.accessToken,
            refreshToken: str(m.refreshToken) || null,
            user: asUser(m.user),
          }
        : undefined;
    default:
      return undefined;
  }
}

export interface CrossTabEnvironment {
  BroadcastChannel?: typeof globalThis.BroadcastChannel | undefined;
  /** Local storage and the window for the fallback. */
  storage?: StorageLike | undefined;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined;
}

/**
 * The channel between the tabs of this browser: a BroadcastChannel named `console-session`, or,
 * where there is none, a local-storage key whose `storage` events reach the other tabs. Tokens
 * never go through local storage: there the `ask` and `share` messages are not sent, and a new
 * tab starts logged out.
 * `null` when neither exists (Node without globals).
 */
export function createCrossTabChannel(
  env: CrossTabEnvironment = defaultEnvironment(),
): CrossTabChannel | null {
  if (env.BroadcastChannel) {
    const channel = new env.BroadcastChannel(SESSION_CHANNEL_NAME);
    return {
      post: (message) => channel.postMessage(message),
      subscribe(listener) {
        const onMessage = (e: MessageEvent) => {
          const m = asCrossTabMessage(e.data);
          if (m) listener(m);
        };
        channel.addEventListener('message', onMessage);
        return () => channel.removeEventListener('message', onMessage);
      },
      close: () => channel.close(),
    };
  }
  const { storage, target } = env;
  if (!storage || !target) return null;
  return {
    // A nonce makes every message a change, so a repeated reason still fires the event.
    post: (message) => {
      if (message.type === 'ask' || message.type === 'share') return;
      storage.setItem(SESSION_CHANNEL_STORAGE_KEY, JSON.stringify({ ...message, nonce: Math.random() }));
    },
    subscribe(listener) {
      const onStorage = (e: StorageEvent) => {
        if (e.key !== SESSION_CHANNEL_STORAGE_KEY || !e.newValue) return;
        try {
          const m = asCrossTabMessage(JSON.parse(e.newValue));
          if (m) listener(m);
        } catch {
          // not ours
        }
      };
      target.addEventListener('storage', onStorage);
      return () => target.removeEventListener('storage', onStorage);
    },
    close: () => {},
  };
}

function defaultEnvironment(): CrossTabEnvironment {
  let storage: StorageLike | undefined;
  try {
    storage = globalThis.localStorage ?? undefined;
  } catch {
    storage = undefined;
  }
  return {
    BroadcastChannel: globalThis.BroadcastChannel,
    storage,
    target: typeof window === 'undefined' ? undefined : window,
  };
}
