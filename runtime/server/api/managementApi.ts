import type { FastifyInstance } from 'fastify';
import {
  authApi,
  decorateAccounts,
  decorateServerKeys,
  duplicateCheckApi,
  registerAuthHooks,
} from '../auth/index.ts';
import { decorateHotCache } from '../cache/index.ts';
import { eventStreamApi } from '../events/index.ts';
import { decorateSendTable, exportApi } from '../export/index.ts';
import { decorateFileSets, fileApi } from '../files/index.ts';
import { gatewayApi } from '../gateway/index.ts';
import { interfaceLogApi } from '../interfaces/index.ts';
import { clientLogApi } from '../logging/index.ts';
import { API_PREFIX, DECLARED_API_PREFIX } from '../platform/index.ts';
import { decorateMenus, initialDataApi, initialDataOnChange, systemApi } from '../system/index.ts';
import { catalogueImports } from './catalogueImports.ts';
import type { ManagementApiOptions } from './managementApiOptions.ts';

export type { ManagementApiOptions } from './managementApiOptions.ts';

/**
 * The management API of spec section 7, registered under `/api` when `config.management.enabled`.
 * Every route answers with the `{ resultCode, resultMessage, body }` envelope, needs a login unless
 * its route config says `public`, and validates its input with the shared zod schemas.
 */
export async function managementApi(app: FastifyInstance, options: ManagementApiOptions): Promise<void> {
  // Sessions, accounts and menus of this process, dropped the moment their rows change anywhere
  // (buildApp gives the root app its cache first, so tests and tools can look at it).
  await decorateHotCache(app, { now: options.now, onChange: initialDataOnChange });
  decorateServerKeys(app, options.auth, options.now);
  // What one feature reads of another, decorated here once: each plugin names what it needs and
  // Fastify refuses to register it without (platform/needs.ts).
  decorateMenus(app);
  decorateAccounts(app, options.now);
  decorateFileSets(app);
  decorateSendTable(app, {
    dateFormat: options.config.app.dateFormat,
    timeZone: options.config.app.timeZone,
    masking: options.config.privacy.masking,
  });
  registerAuthHooks(app, options.config, options.now);
  // auth.enabled off: no login, no duplicate check (every route that needs a user answers 401).
  if (options.config.auth.enabled) {
    await app.register(authApi, { ...options, prefix: '/authentication' });
    await app.register(duplicateCheckApi, { ...options, prefix: '' }); // at auth.duplication.path
  }
  await app.register(systemApi, { ...options, prefix: '/system' });
  await app.register(initialDataApi, { ...options, prefix: '', base: '/api' }); // initialDataUrl outside /api/system
  await app.register(fileApi, { ...options, prefix: '/file' });
  await app.register(exportApi, { prefix: '' });
  await app.register(clientLogApi, { prefix: '' });
  await app.register(interfaceLogApi, { ...options, prefix: '' }); // at interfaces.apiLogging.*Url
  if (options.config.management.events.enabled) {
    await app.register(eventStreamApi, { ...options.events, buildId: options.buildId, prefix: '' });
  }
  // 공통코드 일괄 등록 and any other route of the catalogue made to take an import's batches.
  await app.register(catalogueImports, {
    config: options.config,
    bindings: options.apiBindings ?? (() => new Map()),
    screens: options.screens ?? (() => undefined),
    now: options.now,
    prefix: '',
  });
  await app.register(gatewayApi, {
    config: options.config,
    bindings: options.apiBindings ?? (() => new Map()),
    screens: options.screens,
    upstreamUrls: options.upstreamUrls,
    ...(options.now && { now: options.now }),
    prefix: DECLARED_API_PREFIX.slice(API_PREFIX.length),
  });
}
