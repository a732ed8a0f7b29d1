import type { FastifyInstance } from 'fastify';
import { FUNCTIONS, MANAGEMENT_PROGRAMS } from '../../../schemas/api/programs.ts';
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
import { guardManagementMenus } from './managementMenuGuard.ts';
import { findMenu, listMenus, removeMenu } from './menuStore.ts';
import { type MenuRow, saveMenus } from './saveMenus.ts';
import { systemErrors } from './systemErrors.ts';

// Every menu call is bound to the menu management program: Menu-Id must be a SYSTEM_MENU menu
// (the menu management screen); reads need menu authority there, writes SAVE or DELETE.
const read = { config: { program: { id: MANAGEMENT_PROGRAMS.menu } } };
const write = { config: { program: { id: MANAGEMENT_PROGRAMS.menu, fn: FUNCTIONS.save } } };
const remove = { config: { program: { id: MANAGEMENT_PROGRAMS.menu, fn: FUNCTIONS.delete } } };

/** Menu management (spec section 7): list, get, add, edit, batch upsert, remove. */
export async function menuApi(app: FastifyInstance, options: ManagementApiOptions): Promise<void> {
  const defaultSysCd = options.config.management.systemCode;

  app.post('/menu/list', read, async (request) => {
    // No body at all lists everything; a body must be an object of filters.
    const filter = menuListSchema.parse(request.body === undefined ? {} : request.body);
    return success(await listMenus(app.db, filter));
  });

  app.get('/menu/:id', read, async (request) => {
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

  app.post('/menu', write, async (request) => {
    const input = menuAddSchema.parse(request.body);
    await guardManagementMenus(app.db, request, [input], FUNCTIONS.save);
    const [row] = await save([input], 'add', auditStamp(request));
    return success(row);
  });

  app.post('/menu/edit', write, async (request) => {
    const input = menuEditSchema.parse(request.body);
    await guardManagementMenus(app.db, request, [input], FUNCTIONS.save);
    const [row] = await save([input], 'edit', auditStamp(request));
    return success(row);
  });

  app.post('/menu/batch', write, async (request) => {
    const { menus } = menuBatchSchema.parse(request.body);
    await guardManagementMenus(app.db, request, menus, FUNCTIONS.save);
    return success(await save(menus, 'upsert', auditStamp(request), true));
  });

  app.post('/menu/remove', remove, async (request) => {
    const { mnuId } = menuRemoveSchema.parse(request.body);
    await guardManagementMenus(app.db, request, [{ mnuId }], FUNCTIONS.delete);
    const row = await removeMenu(app.db, mnuId);
    invalidateInitialData(row.sysCd);
    return success(row);
  });
}
