import type { FastifyInstance } from 'fastify';
import {
  menuAddSchema,
  menuBatchSchema,
  menuEditSchema,
  menuIdParamsSchema,
  menuListSchema,
  menuRemoveSchema,
} from '../../../schemas/api/system.ts';
import type { ManagementApiOptions } from '../api/managementApi.ts';
import { success } from '../http/index.ts';
import { auditStamp } from './auditStamp.ts';
import { invalidateInitialData } from './initialDataCache.ts';
import { findMenu, listMenus, removeMenu } from './menuStore.ts';
import { type MenuRow, saveMenus } from './saveMenus.ts';
import { systemErrors } from './systemErrors.ts';

/** Every menu call needs authority for the `Menu-Id` menu (the menu management screen). */
const menuBound = { config: { menuBound: true } } as const;

/** Menu management (spec section 7): list, get, add, edit, batch upsert, remove. */
export async function menuApi(app: FastifyInstance, options: ManagementApiOptions): Promise<void> {
  const defaultSysCd = options.config.management.systemCode;

  app.post('/menu/list', menuBound, async (request) => {
    // No body at all lists everything; a body must be an object of filters.
    const filter = menuListSchema.parse(request.body === undefined ? {} : request.body);
    return success(await listMenus(app.db, filter));
  });

  app.get('/menu/:id', menuBound, async (request) => {
    const { id } = menuIdParamsSchema.parse(request.params);
    const row = await findMenu(app.db, id);
    if (!row) throw systemErrors.menuNotFound(id);
    return success(row);
  });

  const save = async (
    inputs: Parameters<typeof saveMenus>[1],
    mode: 'add' | 'edit' | 'upsert',
    stamp: ReturnType<typeof auditStamp>,
    indexed = false,
  ): Promise<MenuRow[]> => {
    const rows = await saveMenus(app.db, inputs, { mode, defaultSysCd, stamp, indexed });
    // Every system: a menu may have moved from one system to another. Menu writes are rare.
    invalidateInitialData();
    return rows;
  };

  app.post('/menu', menuBound, async (request) => {
    const input = menuAddSchema.parse(request.body);
    const [row] = await save([input], 'add', auditStamp(request));
    return success(row);
  });

  app.post('/menu/edit', menuBound, async (request) => {
    const input = menuEditSchema.parse(request.body);
    const [row] = await save([input], 'edit', auditStamp(request));
    return success(row);
  });

  app.post('/menu/batch', menuBound, async (request) => {
    const { menus } = menuBatchSchema.parse(request.body);
    return success(await save(menus, 'upsert', auditStamp(request), true));
  });

  app.post('/menu/remove', menuBound, async (request) => {
    const { mnuId } = menuRemoveSchema.parse(request.body);
    const row = await removeMenu(app.db, mnuId);
    invalidateInitialData(row.sysCd);
    return success(row);
  });
}
