import type { InactiveReason } from '../../core/session/index.ts';
import type { StorageLike } from './tokenStore.ts';

/** Name of the BroadcastChannel the session's tabs share. */
export const SESSION_CHANNEL_NAME = 'console-session';
/** Local-storage key of the `storage`-event fallback. */
export const SESSION_CHANNEL_STORAGE_KEY = 'console-session:message';

/** A session ended in one tab: every other tab ends its own the same way. */
export interface CrossTabMessage {
  type: 'logout';
  reason: InactiveReason;
  /** Id of the sending tab. */
  from: string;
}

export interface CrossTabChannel {
  post(message: CrossTabMessage): void;
  /** Calls `listener` for messages of other tabs; returns the unsubscribe. */
  subscribe(listener: (message: CrossTabMessage) => void): () => void;
  close(): void;
}

const REASONS: readonly string[] = ['expired', 'duplicated', 'released', 'validate', 'logout'];

function asMessage(data: unknown): CrossTabMessage | undefined {
  const m = data as Partial<CrossTabMessage> | null;
  return m && m.type === 'logout' && typeof m.reason === 'string' && REASONS.includes(m.reason)
    ? { type: 'logout', reason: m.reason, from: String(m.from ?? '') }
    : undefined;
}

export interface CrossTabEnvironment {
  BroadcastChannel?: typeof globalThis.BroadcastChannel | undefined;
  /** Local storage and the window for the fallback. */
  storage?: StorageLike | undefined;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined;
}

/**
 * The channel between the tabs of this browser: a BroadcastChannel named `console-session`, or,
 * where there is none, a local-storage key whose `storage` events reach the other tabs.
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
          const m = asMessage(e.data);
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
    post: (message) =>
      storage.setItem(SESSION_CHANNEL_STORAGE_KEY, JSON.stringify({ ...message, nonce: Math.random() })),
    subscribe(listener) {
      const onStorage = (e: StorageEvent) => {
        if (e.key !== SESSION_CHANNEL_STORAGE_KEY || !e.newValue) return;
        try {
          const m = asMessage(JSON.parse(e.newValue));
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
