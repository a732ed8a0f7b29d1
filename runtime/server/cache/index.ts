export { CACHE_CHANNEL, CACHED_TABLES, type CacheChange, parseCacheChange } from './cacheChange.ts';
export { CacheStore, type CacheStoreOptions, type StoreHost } from './cacheStore.ts';
export { createHotCache, type ListeningHotCache } from './createHotCache.ts';
export { decorateHotCache } from './decorateHotCache.ts';
export {
  type CachedAccount,
  type CachedFavourites,
  type CachedMenus,
  type CachedSession,
  favouritesKey,
  HotCache,
  type HotCacheOptions,
  TOUCH_EVERY_MS,
} from './hotCache.ts';
export { attachHotCache, caughtUp, detachHotCache, noteChange } from './noteChange.ts';
