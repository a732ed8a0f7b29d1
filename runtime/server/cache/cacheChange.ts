/** The channel the cache-invalidation triggers notify (migration 0006). */
export const CACHE_CHANNEL = 'console_cache';

/** Tables whose every change is announced once per statement, without a key. */
export const CACHED_TABLES = [
  'authorities',
  'menus',
  'common_codes',
  'code_mapping_rules',
  'file_groups',
  'app_props',
  'user_menus',
  'server_keys',
] as const;

/**
 * What changed, as the triggers announce it: one login session (by id), one account or one user's
 * favourites (by user id), or anything in one of the {@link CACHED_TABLES}.
 */
export type CacheChange =
  | { t: 'session'; k: string }
  | { t: 'user'; k: string }
  | { t: 'favourites'; k: string }
  | { t: (typeof CACHED_TABLES)[number] };

const TABLES: ReadonlySet<string> = new Set(CACHED_TABLES);

/** A notification's payload as a change; `undefined` for anything else (ignored). */
export function parseCacheChange(payload: string): CacheChange | undefined {
  try {
    const value = JSON.parse(payload) as { t?: unknown; k?: unknown };
    if (
      (value.t === 'session' || value.t === 'user' || value.t === 'favourites') &&
      typeof value.k === 'string'
    ) {
      return { t: value.t, k: value.k };
    }
    if (typeof value.t === 'string' && TABLES.has(value.t))
      return { t: value.t as CacheChange['t'] } as CacheChange;
  } catch {
    // not JSON: not ours
  }
  return undefined;
}
