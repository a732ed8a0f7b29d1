import type { InterfaceDefinition } from '../../../schemas/interfaceDefinition.ts';
import type { InitialData } from '../../core/initialData/processInitialData.ts';
import { api } from '../api/index.ts';
import { config } from '../generated/config.gen.ts';
import { browserStorage } from '../session/index.ts';
import { createInitialDataLoader } from './createInitialDataLoader.ts';
import { initialData } from './initialDataStore.ts';
import { createInterfaceStore } from './interfaceStore.ts';

export type {
  CommonCode,
  InitialData,
  InitialMenu,
} from '../../core/initialData/processInitialData.ts';
export type { InitialDataLoader, InitialDataLoaderOptions } from './createInitialDataLoader.ts';
export { createInitialDataLoader, INITIAL_DATA_CACHE_KEY } from './createInitialDataLoader.ts';
export type { InitialDataState } from './initialDataStore.ts';
export { createInitialDataState, initialData } from './initialDataStore.ts';
export type { InterfaceStore } from './interfaceStore.ts';
export { createInterfaceStore, INTERFACE_SESSION_KEY, normalizeDefinitions } from './interfaceStore.ts';

/** The app's interface definitions, in session storage under `ustra:interface`. */
export const interfaceStore = createInterfaceStore(browserStorage('session'));

const loader = createInitialDataLoader({
  call: api.call,
  config,
  state: initialData,
  cacheStorage: browserStorage('session'),
  interfaces: interfaceStore,
});

/**
 * Loads the initial data into `initialData` (menus, codes, properties, interface definitions).
 * Resolves with the data, or `null` when it failed (then `initialData.status` is `failed` and the
 * shell shows the fatal 500 screen with `error.initialData`). Concurrent calls share one load.
 */
export function loadInitialData(): Promise<InitialData | null> {
  return loader.load();
}

/** The initial data could not be loaded: the fatal 500 screen with the spec's message. */
export class InitialDataError extends Error {
  constructor(cause?: unknown) {
    super('initial data failed', { cause });
    this.name = 'InitialDataError';
  }
}

/** Resolves once the initial data is in `initialData` (at once when it is), or throws InitialDataError. */
export async function requireInitialData(): Promise<void> {
  if (initialData.status === 'ready') return;
  if (!(await loadInitialData())) throw new InitialDataError();
}

/** An interface definition by id and version (default '1.0'). */
export function getInterfaceDefinition(id: string, version?: string): InterfaceDefinition | undefined {
  return interfaceStore.get(id, version);
}
