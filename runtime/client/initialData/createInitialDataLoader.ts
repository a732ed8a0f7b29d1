import type { ClientConfig } from '../../../schemas/index.ts';
import { MESSAGES_KO } from '../../core/i18n/index.ts';
import { type InitialData, processInitialData, type RawInitialData } from '../../core/initialData/index.ts';
import type { ApiClient } from '../api/index.ts';
import { messageOverridesOf } from '../i18n/index.ts';
import type { StorageLike } from '../session/index.ts';
import { createInitialDataState, type InitialDataState, setInitialData } from './initialDataStore.ts';
import { createInterfaceStore, type InterfaceStore, normalizeDefinitions } from './interfaceStore.ts';

/** Session-storage key of the cached initial data (`management.initialDataCache.enabled`). */
export const INITIAL_DATA_CACHE_KEY = 'console-initial-data';

export interface InitialDataLoaderOptions {
  /** `api.call` of the client to use. */
  call: ApiClient['call'];
  config: Pick<ClientConfig, 'management' | 'interfaces'> & {
    i18n?: Pick<ClientConfig['i18n'], 'messages'>;
  };
  state?: InitialDataState;
  /** Session storage for the cache. Default: no cache. */
  cacheStorage?: StorageLike | undefined;
  /** Where interface definitions are kept. Default: in memory. */
  interfaces?: InterfaceStore;
  /**
   * The initial-data answer the server inlined into the page (`readInlineInitialData`): the first
   * load uses it instead of calling. Default: none.
   */
  preloaded?: { body: unknown } | undefined;
}

export interface InitialDataLoader {
  readonly state: InitialDataState;
  readonly interfaces: InterfaceStore;
  /** Loads once (again after a failure); resolves with the data, or `null` when it failed. */
  load(): Promise<InitialData | null>;
  /**
   * Reads it again in the background (the server said menus or codes changed): no loading bar, the
   * current data stays until the new has arrived, and stays when the read fails.
   */
  refresh(): Promise<void>;
}

interface CachedInitialData {
  body: RawInitialData;
  definitions?: unknown[];
}

/**
 * The initial-data load (spec sections 3, 7, 8): POST `management.initialDataUrl` with an empty
 * body and the loading bar, without ending the session on failure; optionally the definitions of
 * `interfaces.initialDataUrl`; optionally cached in session storage; processed by
 * `processInitialData`. On failure the state is `failed` with `error.initialData`.
 */
export function createInitialDataLoader(options: InitialDataLoaderOptions): InitialDataLoader {
  const { config, call } = options;
  const state = options.state ?? createInitialDataState();
  const interfaces = options.interfaces ?? createInterfaceStore(undefined);
  const cacheOn = config.management.initialDataCache.enabled && !!options.cacheStorage;
  let running: Promise<InitialData | null> | undefined;
  let preloaded = options.preloaded as { body: RawInitialData } | undefined;

  async function fetchRaw(background = false): Promise<CachedInitialData> {
    // management.enabled off: no management API to ask; the config's interface definitions only.
    if (!config.management.enabled) return { body: {} };
    // The page came with it (the same bytes the call answers, fresher than a cached copy): once.
    const inline = background ? undefined : preloaded;
    preloaded = undefined;
    if (cacheOn && !background && !inline) {
      try {
        const cached = options.cacheStorage?.getItem(INITIAL_DATA_CACHE_KEY);
        if (cached) return JSON.parse(cached) as CachedInitialData;
      } catch {
        // a broken cache entry is simply loaded again
      }
    }
    const common = {
      method: 'POST',
      skipAuthValidation: true,
      activity: false,
      loading: !background,
    } as const;
    const main = inline ?? (await call<RawInitialData>({ ...common, url: config.management.initialDataUrl }));
    if (!main.body || typeof main.body !== 'object') throw new Error('initial data: body is not an object');
    const fresh: CachedInitialData = { body: main.body };
    if (config.interfaces.initialDataUrl) {
      const list = await call<unknown>({ ...common, url: config.interfaces.initialDataUrl });
      fresh.definitions = definitionList(list.body);
    }
    if (cacheOn) {
      try {
        options.cacheStorage?.setItem(INITIAL_DATA_CACHE_KEY, JSON.stringify(fresh));
      } catch {
        // too large for the storage: no cache, no harm
      }
    }
    return fresh;
  }

  function apply(raw: CachedInitialData): InitialData {
    const data = processInitialData(raw.body, {
      configDefinitions: config.interfaces.definitions,
      loadedDefinitions: raw.definitions,
    });
    interfaces.save(normalizeDefinitions(data.interfaces));
    setInitialData(state, data);
    return data;
  }

  async function run(): Promise<InitialData | null> {
    state.status = 'loading';
    try {
      return apply(await fetchRaw());
    } catch {
      state.status = 'failed';
      state.data = null;
      state.messageKey = 'error.initialData';
      state.message =
        messageOverridesOf(config.i18n ?? {})['error.initialData'] ?? MESSAGES_KO['error.initialData'];
      return null;
    }
  }

  return {
    state,
    interfaces,
    load() {
      if (state.status === 'ready' && state.data) return Promise.resolve(state.data);
      running ??= run().finally(() => {
        running = undefined;
      });
      return running;
    },
    async refresh() {
      if (state.status !== 'ready') return;
      try {
        apply(await fetchRaw(true));
      } catch {
        // the data the page has stays; the next full load tries again
      }
    },
  };
}

/** The definition list of the interfaces' initial-data answer: the body itself or a list inside it. */
function definitionList(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (body && typeof body === 'object') {
    for (const key of ['interfaceDefinitions', 'definitions', 'list']) {
      const v = (body as Record<string, unknown>)[key];
      if (Array.isArray(v)) return v;
    }
  }
  return [];
}
