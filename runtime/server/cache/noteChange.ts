import type { Db } from '../db/index.ts';
import type { CacheChange } from './cacheChange.ts';
import type { HotCache } from './hotCache.ts';

/** The hot caches over each open database handle of this process (one per server instance). */
const caches = new WeakMap<Db, Set<HotCache>>();

/** Makes `noteChange(db, …)` reach `cache` (until `detachHotCache`). */
export function attachHotCache(db: Db, cache: HotCache): void {
  const set = caches.get(db) ?? new Set();
  set.add(cache);
  caches.set(db, set);
}

export function detachHotCache(db: Db, cache: HotCache): void {
  caches.get(db)?.delete(cache);
}

/**
 * Tells this process's caches at once about a change it just committed on `db`, so its own next
 * call sees it (other processes hear the trigger's notification). Call after the commit.
 */
export function noteChange(db: Db, ...changes: CacheChange[]): void {
  for (const cache of caches.get(db) ?? []) {
    for (const change of changes) cache.apply(change);
  }
}

/** Resolves once this process's caches on `db` have heard every change committed so far. */
export async function caughtUp(db: Db): Promise<void> {
  await Promise.all([...(caches.get(db) ?? [])].map((cache) => cache.caughtUp()));
}
