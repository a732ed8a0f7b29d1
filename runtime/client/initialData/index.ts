export type {
  CommonCode,
  InitialData,
  InitialMenu,
} from '../../core/initialData/index.ts';
export type { InitialDataLoader, InitialDataLoaderOptions } from './createInitialDataLoader.ts';
export { createInitialDataLoader, INITIAL_DATA_CACHE_KEY } from './createInitialDataLoader.ts';
export { InitialDataError } from './initialDataError.ts';
export type { InitialDataState } from './initialDataStore.ts';
export { createInitialDataState } from './initialDataStore.ts';
export type { InterfaceStore } from './interfaceStore.ts';
export { createInterfaceStore, INTERFACE_SESSION_KEY, normalizeDefinitions } from './interfaceStore.ts';
export { readInlineInitialData } from './readInlineInitialData.ts';
