import type { FastifyInstance } from 'fastify';
import { needs } from '../platform/index.ts';
import { accessLogApi } from './accessLogApi.ts';
import { appPropsApi } from './appPropsApi.ts';
import { approvalAdminApi } from './approvalAdminApi.ts';
import { codeAdminApi } from './codeAdminApi.ts';
import { historyApi } from './historyApi.ts';
import { initialDataApi } from './initialDataApi.ts';
import { type MenuApiOptions, menuApi } from './menuApi.ts';
import { privacyApi } from './privacyApi.ts';
import { privacyReviewApi } from './privacyReviewApi.ts';
import { type RoleApiOptions, roleAdminApi } from './roleAdminApi.ts';
import { userAdminApi } from './userAdminApi.ts';
import { userMenuApi } from './userMenuApi.ts';

/** What `/api/system/**` is registered with: every system plugin's options. */
export interface SystemApiOptions extends MenuApiOptions, RoleApiOptions {}

/** Prefix `managementApi` registers this plugin under. */
export const SYSTEM_API_PREFIX = '/api/system';

/**
 * `/api/system/**` (spec section 7): the initial data (when `management.initialDataUrl` is under
 * `/api/system`, the default), menus, favourite menus, access history, users, and roles with
 * their grants.
 */
export const systemApi = needs(
  'system',
  // The menus are read through `app.menus` here too (decorateMenus.ts), the one place they are cached.
  { fastify: ['db', 'hotCache', 'menus', 'accounts'], reply: ['sendTable'] },
  async function systemApi(app: FastifyInstance, options: SystemApiOptions): Promise<void> {
    // Fastify hands a plugin its own `prefix` among its options: reset it, or it would apply twice.
    const own = { ...options, prefix: '' };
    await app.register(initialDataApi, { ...own, base: SYSTEM_API_PREFIX });
    await app.register(menuApi, own);
    await app.register(userMenuApi, own);
    await app.register(accessLogApi, own);
    await app.register(userAdminApi, own);
    await app.register(roleAdminApi, own);
    await app.register(historyApi, own);
    await app.register(privacyApi, own);
    await app.register(privacyReviewApi, own);
    await app.register(appPropsApi, own);
    await app.register(approvalAdminApi, own);
    await app.register(codeAdminApi, own);
  },
);
