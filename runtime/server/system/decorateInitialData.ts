import type { FastifyInstance } from 'fastify';
import type { ConsoleConfig } from '../../../schemas/index.ts';
import { InitialDataCache, type InitialDataEntry } from './initialDataCache.ts';
import { initialDataFingerprint, loadInitialData } from './loadInitialData.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The serialized initial data of `management.systemCode`: what the initial-data route answers
     * and what the login page inlines (the same bytes and ETag).
     */
    initialData: () => InitialDataEntry | Promise<InitialDataEntry>;
  }
}

/**
 * Decorates `app` with its `initialData` (one `InitialDataCache` per app, closed with it), unless an
 * outer instance has already: `buildApp` decorates the root, so the API route and the login page
 * share one cache; the management API registered alone decorates its own.
 */
export function decorateInitialData(app: FastifyInstance, config: ConsoleConfig, checkMs = 1000): void {
  if (app.hasDecorator('initialData')) return;
  const cache = new InitialDataCache(
    {
      load: (code) => loadInitialData(app.db, config, code),
      fingerprint: (code) => initialDataFingerprint(app.db, code),
    },
    checkMs,
  );
  app.addHook('onClose', async () => cache.close());
  const sysCd = config.management.systemCode;
  app.decorate('initialData', () => cache.get(sysCd));
}
