import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import { accessLogs } from '../db/index.ts';
import {
  apiRoute,
  auditStamp,
  authErrors,
  menuCallerOf,
  menuRefusal,
  type PluginOptions,
  success,
} from '../platform/index.ts';
import { findMenu } from './menuStore.ts';
import { callerOf } from './userMenuApi.ts';

/** A header's value cut to a column's length (`null` when absent). */
function headerValue(request: FastifyRequest, name: string, max: number): string | null {
  const value = request.headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  return text ? text.slice(0, max) : null;
}

/**
 * Access history (spec section 7): a menu opened, a function of it used. The client ignores
 * errors of these calls, but they are validated like any other. A row is written only for a menu
 * the caller may open (so the history cannot be filled with menus they never saw): one of this
 * system, with menu authority or public (`authScopCd 03`), and an address its IP limit lets in;
 * otherwise 403 (FORBIDDEN_MENU, or the IP-limit code) and nothing is written.
 */
export async function accessLogApi(app: FastifyInstance, options: PluginOptions): Promise<void> {
  const { config } = options;
  const record = async (
    request: FastifyRequest,
    entry: { mnuId: string; mnuUrl?: string; fncId?: string },
  ) => {
    const caller = callerOf(request);
    const menu = await findMenu(app.db, entry.mnuId);
    if (!menu || menu.sysCd !== config.management.systemCode) throw authErrors.forbiddenMenu();
    const refusal = menuRefusal(menu, { ...menuCallerOf(request), roles: caller.roles });
    if (refusal === 'menu') throw authErrors.forbiddenMenu();
    if (refusal === 'ip') throw authErrors.forbiddenIp();
    await app.db.insert(accessLogs).values({
      usrId: caller.usrId,
      sysCd: config.management.systemCode,
      mnuId: entry.mnuId,
      mnuUrl: entry.mnuUrl ?? null,
      fncId: entry.fncId ?? null,
      // The program of the current screen, as the client's Program-Id header names it.
      proIdVal: headerValue(request, config.api.headers.programId, 100),
      tranId: request.tranId.slice(0, 64),
      ...auditStamp(request),
    });
    return success(null);
  };

  apiRoute(app, API_ROUTES['menu.access'], async (request) => record(request, request.body));
  apiRoute(app, API_ROUTES['menu.accessFunction'], async (request) => record(request, request.body));
}
