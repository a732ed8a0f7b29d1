import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Database, type DatabaseLogger, listenChannel } from '../db/index.ts';
import { CACHE_CHANNEL, parseCacheChange } from './cacheChange.ts';
import { HotCache, type HotCacheOptions } from './hotCache.ts';
import { attachHotCache, detachHotCache } from './noteChange.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's sessions, accounts and menus (set by the management API; see HotCache). */
    hotCache: HotCache;
  }
}

const SYNC = /^\{"sync":"([0-9a-f-]{36})"\}$/;
const SYNC_TIMEOUT_MS = 2000;

/** A hot cache that hears the database's changes, and its close. */
export interface ListeningHotCache {
  cache: HotCache;
  close(): Promise<void>;
}

/**
 * The process's hot cache over `database`, listening on the `console_cache` channel: live while
 * the listening connection is up (PGlite: always), emptied and bypassed while it is down, emptied
 * again when it is back (notifications sent meanwhile are gone).
 */
export async function createHotCache(
  database: Database,
  options: Omit<HotCacheOptions, 'live'> & { logger?: DatabaseLogger | undefined } = {},
): Promise<ListeningHotCache> {
  const cache = new HotCache(options);
  const waiting = new Map<string, () => void>();
  const listener = await listenChannel(database, CACHE_CHANNEL, {
    logger: options.logger,
    onMessage(payload) {
      const sync = SYNC.exec(payload)?.[1];
      if (sync !== undefined) {
        waiting.get(sync)?.();
        return;
      }
      const change = parseCacheChange(payload);
      if (change) cache.apply(change);
    },
    onLost: () => cache.setLive(false),
    onReconnect: () => cache.setLive(true),
  });
  cache.setLive(true);
  cache.syncWith(async () => {
    const token = randomUUID();
    const heard = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        // Not heard in time (the connection is down or slow): nothing kept can be trusted.
        waiting.delete(token);
        cache.forgetAll();
        resolve();
      }, SYNC_TIMEOUT_MS);
      waiting.set(token, () => {
        clearTimeout(timer);
        waiting.delete(token);
        resolve();
      });
    });
    await database.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${`{"sync":"${token}"}`})`);
    await heard;
  });
  attachHotCache(database.db, cache);
  return {
    cache,
    async close() {
      detachHotCache(database.db, cache);
      cache.setLive(false);
      await listener.close();
    },
  };
}
