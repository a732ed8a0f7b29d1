export { decorateInitialData } from './decorateInitialData.ts';
export { decorateMenus, type MenuDirectory } from './decorateMenus.ts';
export { type InitialDataApiOptions, initialDataApi } from './initialDataApi.ts';
export { InitialDataCache, initialDataOnChange, invalidateInitialData } from './initialDataCache.ts';
export { INITIAL_DATA_TABLES, initialDataFingerprint, loadInitialData } from './loadInitialData.ts';
export type { MenuApiOptions } from './menuApi.ts';
export { filterMenus, findMenu, loadAllMenus } from './menuStore.ts';
export { SYSTEM_API_PREFIX, systemApi } from './systemApi.ts';
export { listFavourites } from './userMenuStore.ts';
