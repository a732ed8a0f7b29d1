import { REFRESH_TOKEN_KEY } from '../../core/pages/index.ts';
/** The access and refresh tokens of the session; `null` when absent. */
export interface TokenPair {
  accessToken: string | null;
  refreshToken: string | null;
}

/** Where the tokens live (`auth.jwt.storage`). */
export interface TokenStore {
  read(): TokenPair;
  /** Stores the given tokens; a field left out (or `undefined`) keeps its value. */
  write(update: Partial<TokenPair>): void;
  clear(): void;
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Storage keys (and cookie names) of the tokens. */
export const TOKEN_KEYS = {
  accessToken: 'console-access-token',
  refreshToken: REFRESH_TOKEN_KEY,
} as const;

const FIELDS = ['accessToken', 'refreshToken'] as const;

/** Tokens in a Web Storage (session storage by default, local storage per config). */
export function createStorageTokenStore(storage: StorageLike): TokenStore {
  return {
    read: () => ({
      accessToken: storage.getItem(TOKEN_KEYS.accessToken),
      refreshToken: storage.getItem(TOKEN_KEYS.refreshToken),
    }),
    write(update) {
      for (const f of FIELDS) {
        const v = update[f];
        if (v === undefined) continue;
        if (v === null) storage.removeItem(TOKEN_KEYS[f]);
        else storage.setItem(TOKEN_KEYS[f], v);
      }
    },
    clear() {
      for (const f of FIELDS) storage.removeItem(TOKEN_KEYS[f]);
    },
  };
}

/** Cookie attributes (`auth.jwt.cookie`): path `/`, SameSite `None`, secure by default (spec section 9). */
export interface TokenCookieOptions {
  path?: string;
  sameSite?: 'None' | 'Lax' | 'Strict';
  secure?: boolean;
}

/** Tokens in cookies, readable by every tab of the site. */
export function createCookieTokenStore(
  doc: { cookie: string },
  options: TokenCookieOptions = {},
): TokenStore {
  const attrs = [
    `Path=${options.path ?? '/'}`,
    `SameSite=${options.sameSite ?? 'None'}`,
    ...((options.secure ?? true) ? ['Secure'] : []),
  ].join('; ');
  const get = (name: string): string | null => {
    for (const part of doc.cookie.split(';')) {
      const eq = part.indexOf('=');
      if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
    return null;
  };
  const set = (name: string, value: string | null) => {
    doc.cookie =
      value === null ? `${name}=; Max-Age=0; ${attrs}` : `${name}=${encodeURIComponent(value)}; ${attrs}`;
  };
  return {
    read: () => ({ accessToken: get(TOKEN_KEYS.accessToken), refreshToken: get(TOKEN_KEYS.refreshToken) }),
    write(update) {
      for (const f of FIELDS) if (update[f] !== undefined) set(TOKEN_KEYS[f], update[f] ?? null);
    },
    clear() {
      for (const f of FIELDS) set(TOKEN_KEYS[f], null);
    },
  };
}

/** Tokens in memory: tests, and the fallback where no storage is available. */
export function createMemoryTokenStore(initial: Partial<TokenPair> = {}): TokenStore {
  let pair: TokenPair = {
    accessToken: initial.accessToken ?? null,
    refreshToken: initial.refreshToken ?? null,
  };
  return {
    read: () => ({ ...pair }),
    write(update) {
      pair = {
        accessToken: update.accessToken === undefined ? pair.accessToken : update.accessToken,
        refreshToken: update.refreshToken === undefined ? pair.refreshToken : update.refreshToken,
      };
    },
    clear() {
      pair = { accessToken: null, refreshToken: null };
    },
  };
}

/** A Web Storage of the browser, or `undefined` where there is none (Node, blocked storage). */
export function browserStorage(kind: 'session' | 'local'): StorageLike | undefined {
  try {
    const s = kind === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
    return s ?? undefined;
  } catch {
    return undefined;
  }
}

export interface TokenStoreOptions {
  /** `auth.jwt.storage`. Default `session`. */
  storage?: 'session' | 'local' | 'cookie';
  cookie?: TokenCookieOptions;
  /** Overrides of the backends (tests). */
  sessionStorage?: StorageLike;
  localStorage?: StorageLike;
  document?: { cookie: string };
}

/** The token store `auth.jwt.storage` asks for; memory when that backend is unavailable. */
export function createTokenStore(options: TokenStoreOptions = {}): TokenStore {
  const kind = options.storage ?? 'session';
  if (kind === 'cookie') {
    const doc = options.document ?? (typeof document === 'undefined' ? undefined : document);
    return doc ? createCookieTokenStore(doc, options.cookie) : createMemoryTokenStore();
  }
  const storage =
    (kind === 'session' ? options.sessionStorage : options.localStorage) ?? browserStorage(kind);
  return storage ? createStorageTokenStore(storage) : createMemoryTokenStore();
}
