import type { FastifyInstance } from 'fastify';
import { createHotCache } from './createHotCache.ts';
import { HotCache } from './hotCache.ts';

/**
 * Gives `app` (and what is registered on it) its hot cache as `app.hotCache`, unless it has one:
 * listening to the database's changes when there is a database (closed with the app), an idle one
 * that keeps nothing otherwise. `onChange` hears every change (`undefined`: anything may have).
 */
export async function decorateHotCache(
  app: FastifyInstance,
  options: {
    now?: (() => number) | undefined;
    onChange?: ((change: Parameters<Parameters<HotCache['subscribe']>[0]>[0]) => void) | undefined;
  } = {},
): Promise<void> {
  if (app.hasDecorator('hotCache')) return;
  if (!app.hasDatabase) {
    app.decorate('hotCache', new HotCache());
    return;
  }
  const hot = await createHotCache(app.database, { logger: app.log, now: options.now });
  app.decorate('hotCache', hot.cache);
  app.addHook('onClose', () => hot.close());
  if (options.onChange) hot.cache.subscribe(options.onChange);
  // A key rotated or revoked anywhere: this instance's key ring is read again at its next use
  // (looked up then: the ring may be decorated after the cache).
  hot.cache.subscribe((change) => {
    if ((change === undefined || change.t === 'server_keys') && app.hasDecorator('serverKeys'))
      app.serverKeys.forget();
  });
}
