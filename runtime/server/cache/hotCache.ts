import type { UserMenu } from '../../../schemas/api/userMenus.ts';
import type { loginSessions, menus, users } from '../db/index.ts';
import type { CacheChange } from './cacheChange.ts';
import { CacheStore, type StoreHost } from './cacheStore.ts';

/** A login session as stored. */
export type CachedSession = typeof loginSessions.$inferSelect;
/** An account and its authority strings (`menuId:programId:functionId`, own and role's). */
export interface CachedAccount {
  user: typeof users.$inferSelect;
  roles: string[];
}
/** Every menu of every system, in the order the menu list gives them, and by id. */
export interface CachedMenus {
  list: ReadonlyArray<typeof menus.$inferSelect>;
  byId: ReadonlyMap<string, typeof menus.$inferSelect>;
}

export interface HotCacheOptions {
  now?: (() => number) | undefined;
  /** A backstop: an entry is read again after this long even when no change was heard. Default 60 s. */
  maxAgeMs?: number | undefined;
  /** Sessions and accounts kept at most (each). Default 50,000. */
  maxEntries?: number | undefined;
  /** Whether changes are heard from the start (PGlite, or a connected listener). Default false. */
  live?: boolean | undefined;
}

/** A user's favourites in one system, as the favourites list answers them. */
export type CachedFavourites = UserMenu[];

/** The favourites key of a user in a system (`favourites` store). */
export const favouritesKey = (usrId: string, sysCd: string) => `${usrId}\u0000${sysCd}`;

/** Last-seen times are written at most this often per session. */
export const TOUCH_EVERY_MS = 30_000;

/**
 * What every authenticated call reads, kept per process (so a call costs no database round trip for them): login sessions, accounts with
 * their authorities, the menus, and users' favourites. An entry is dropped the moment its rows change: by this process
 * (`noteChange`, at once) or by any process, tool or SQL (the `console_cache` triggers, heard
 * through LISTEN). While changes cannot be heard, nothing is kept and every call reads the
 * database, so revocation at the next call and refusing blocked users hold either way.
 */
export class HotCache {
  readonly sessions: CacheStore<CachedSession>;
  readonly accounts: CacheStore<CachedAccount>;
  readonly menus: CacheStore<CachedMenus>;
  readonly favourites: CacheStore<CachedFavourites>;
  readonly #listeners = new Set<(change: CacheChange | undefined) => void>();
  readonly #touched = new Map<string, number>();
  readonly #now: () => number;
  readonly #maxEntries: number;
  #live: boolean;
  #sync: (() => Promise<void>) | undefined;

  constructor(options: HotCacheOptions = {}) {
    this.#now = options.now ?? Date.now;
    this.#live = options.live ?? false;
    this.#maxEntries = options.maxEntries ?? 50_000;
    const host: StoreHost = { live: () => this.#live, now: this.#now };
    const sizes = { maxAgeMs: options.maxAgeMs ?? 60_000, maxEntries: this.#maxEntries };
    this.sessions = new CacheStore(host, sizes);
    this.accounts = new CacheStore(host, sizes);
    this.menus = new CacheStore(host, { ...sizes, maxEntries: 1 });
    this.favourites = new CacheStore(host, sizes);
  }

  /** Whether entries are kept (changes are heard). */
  get live(): boolean {
    return this.#live;
  }

  /** Changes heard again (true) or not any more (false): either way, everything kept goes. */
  setLive(live: boolean): void {
    this.#live = live;
    this.forgetAll();
  }

  /**
   * Resolves once every change committed before the call has been heard (a round trip through the
   * channel: PostgreSQL delivers notifications in commit order). For tests and tools that write
   * with SQL and then expect the next call to see it.
   */
  caughtUp(): Promise<void> {
    return this.#sync ? this.#sync() : Promise.resolve();
  }

  /** How `caughtUp` makes its round trip (set by `createHotCache`). */
  syncWith(sync: () => Promise<void>): void {
    this.#sync = sync;
  }

  /** Drops what a change makes stale and tells the subscribers. */
  apply(change: CacheChange): void {
    switch (change.t) {
      case 'session':
        this.sessions.forget(change.k);
        break;
      case 'user':
        this.accounts.forget(change.k);
        break;
      case 'authorities':
        this.accounts.forget();
        break;
      case 'favourites':
        this.favourites.forgetPrefix(favouritesKey(change.k, ''));
        break;
      case 'menus':
        // Favourites carry their menu's name and URL.
        this.menus.forget();
        this.favourites.forget();
        break;
      case 'user_menus':
        this.favourites.forget();
        break;
      default:
        break;
    }
    for (const listener of this.#listeners) listener(change);
  }

  /** Drops everything (a reconnect: changes may have been missed). */
  forgetAll(): void {
    this.sessions.forget();
    this.accounts.forget();
    this.menus.forget();
    this.favourites.forget();
    for (const listener of this.#listeners) listener(undefined);
  }

  /** Hears every change applied (`undefined`: anything may have changed). Returns the unsubscribe. */
  subscribe(listener: (change: CacheChange | undefined) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Whether this session's last-seen time is due to be written (at most once per
   * {@link TOUCH_EVERY_MS} per session by this process; the write itself is conditional, so all
   * processes together write it at most that often too).
   */
  dueForTouch(session: Pick<CachedSession, 'sessionId' | 'lastSeenDttm'>): boolean {
    const now = this.#now();
    const last = Math.max(session.lastSeenDttm.getTime(), this.#touched.get(session.sessionId) ?? 0);
    if (now - last < TOUCH_EVERY_MS) return false;
    this.#touched.delete(session.sessionId);
    this.#touched.set(session.sessionId, now);
    if (this.#touched.size > this.#maxEntries) {
      const oldest = this.#touched.keys().next().value;
      if (oldest !== undefined) this.#touched.delete(oldest);
    }
    return true;
  }
}
