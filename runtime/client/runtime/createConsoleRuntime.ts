import { subscribe } from 'valtio/vanilla';
import { API_ENDPOINTS } from '../../../schemas/api/endpoints.ts';
import type { ClientConfig } from '../../../schemas/index.ts';
import { randomBase62 } from '../../core/crypto/index.ts';
import type { Device } from '../../core/menu/index.ts';
import { buildUrl } from '../../core/transport/index.ts';
import { apiBaseOf, withBasePath } from '../../core/url/index.ts';
import type { ApiClient } from '../api/index.ts';
import {
  createApiClient,
  createDownloadProgressState,
  createDownloadProgressTracker,
  createLoadingState,
  createLoadingTracker,
  createSessionTransport,
  type DownloadProgressState,
  type LoadingState,
  requestHeaders,
} from '../api/index.ts';
import { type AuthApi, createAuthApi } from '../auth/index.ts';
import { type Bridge, type BridgeWindow, createBridge } from '../bridge/index.ts';
import { createDialogs, type Dialogs } from '../dialog/index.ts';
import { createConsoleEvents } from '../events/index.ts';
import type { ConsoleBridgeContracts } from '../generated/bridge.gen.ts';
import { messageOverridesOf, setMessageOverrides, t } from '../i18n/index.ts';
import {
  createInitialDataLoader,
  createInitialDataState,
  createInterfaceStore,
  type InitialData,
  InitialDataError,
  type InitialDataState,
  type InterfaceStore,
} from '../initialData/index.ts';
import {
  createInterfaceLogger,
  createLogSender,
  declaredApiLog,
  type InterfaceLogger,
} from '../interfaces/index.ts';
import { type BrowserLogger, createBrowserLogger } from '../logging/index.ts';
import {
  browserDeviceEnvironment,
  createFavouriteActions,
  createFunctionAccessLogger,
  detectDevice,
  type FavouriteActions,
} from '../menu/index.ts';
import { createUnsavedChanges, type UnsavedChanges } from '../navigation/index.ts';
import {
  browserStorage,
  type CurrentMenu,
  createCrossTabChannel,
  createCurrentMenu,
  createSessionController,
  createSessionState,
  createTokenStore,
  rememberedUserIp,
  type SessionController,
  type SessionPresence,
  type SessionState,
  type StorageLike,
  type TokenStore,
  watchUserActivity,
} from '../session/index.ts';
import { createUserSettings, type UserSettingsRuntime } from '../settings/index.ts';
import { createTabsRuntime, type TabsRuntime } from '../tabs/index.ts';
import {
  type ConnectionInfo,
  createUpdateWatcher,
  pageBuildIdOf,
  type UpdateWatcher,
} from '../update/index.ts';
import { createRuntimeEvents, type RuntimeEvents } from './runtimeEvents.ts';

/** What a page's runtime reads from the browser; tests pass fakes. */
export interface ConsoleRuntimeEnvironment {
  /** The `X-Profile` header value generated with the config. Default `''`. */
  profileHeader?: string;
  /** Storage by kind. Default: the browser's (`browserStorage`). */
  storage?: (kind: 'session' | 'local') => StorageLike | undefined;
  fetch?: typeof globalThis.fetch;
  /** Development build (Vite's dev server): unsecured calls allowed, more logging. Default `config.server.dev`. */
  dev?: boolean;
  /** The device the menus are filtered for. Default: detected from the browser for `app.deviceType` ALL. */
  device?: Device;
  /** Whether this page load is a reload (F5): tab mode restores its tabs. Default: from Navigation Timing. */
  reloaded?: boolean;
  /** The build this page runs. Default: the `<meta name="console-build">` the build wrote into the page. */
  buildId?: string | undefined;
  /** The window the bridge talks through (tests pass a fake app). Default: the browser's. */
  bridgeWindow?: BridgeWindow;
  /** Where the user's keys, pointer and scroll are heard (idle logout). Default: the window. */
  activityTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /**
   * Which tabs can share their session (`createSessionPresence`), so a new tab skips asking when
   * none can. Default: unknown (the console page passes it; the login page never asks).
   */
  presence?: SessionPresence | undefined;
  /** The initial-data answer the server inlined into the page, used instead of the first call. */
  initialData?: { body: unknown } | undefined;
}

/** The initial data of spec section 3: menus, codes, properties and interface definitions. */
export interface InitialDataRuntime {
  /** The load's progress and the data (valtio): `useInitialData()` in components. */
  readonly state: InitialDataState;
  readonly interfaces: InterfaceStore;
  /** Loads once (again after a failure); resolves with the data, or `null` when it failed. */
  load(): Promise<InitialData | null>;
  /** Resolves once the data is in (at once when it is), or throws `InitialDataError`. */
  require(): Promise<void>;
}

/**
 * Everything a page of the console runs on, built once by its composition root (`main.tsx`,
 * `loginMain.tsx`) and handed down through `ConsoleRuntimeProvider`. Nothing here is built when a
 * module is imported.
 */
export interface ConsoleRuntime {
  /** The browser's projection of `console.config.yaml` (`clientConfigSchema`). */
  readonly config: ClientConfig;
  /**
   * An app path (`/pubs/SY/users`, a menu URL, `auth.loginPath`) as the page's URL under
   * `app.basePath` (`/admin/pubs/SY/users`), for what the router does not draw: plain links, page
   * loads, images. Other URLs (`https://…`) come back as they are.
   */
  href(path: string): string;
  readonly tokens: TokenStore;
  /** The session's state (valtio): read it with `useSession()` in components. */
  readonly sessionState: SessionState;
  readonly session: SessionController;
  /** The menu the guard last resolved (the `Menu-Id` header of API calls). */
  readonly currentMenu: CurrentMenu;
  /** The page's dialog queue (alert, confirm, toast): `useDialog()` in components. */
  readonly dialogs: Dialogs;
  /** The page's forms with edits not saved yet (`useUnsavedChanges`), asked about before leaving. */
  readonly unsaved: UnsavedChanges;
  readonly api: ApiClient;
  /** API calls in flight that the loading bar shows (valtio). */
  readonly loading: LoadingState;
  /** Downloads in progress for the download bar (valtio). */
  readonly downloads: DownloadProgressState;
  /** Login, second step, approval and password calls. */
  readonly auth: AuthApi;
  readonly initialData: InitialDataRuntime;
  readonly tabs: TabsRuntime;
  readonly favourites: FavouriteActions;
  /** Records the use of a function of the current menu (access history). */
  readonly logFunctionAccess: (fncId: string) => Promise<boolean>;
  /** 화면 설정 of the page's user (density, colour, side menu, tab mode), kept per user. */
  readonly settings: UserSettingsRuntime;
  /** The device the menus are filtered for. */
  readonly device: Device;
  /** The hybrid-app bridge (`mobile.hybrid`): calls to the app and inbound interfaces. */
  readonly bridge: Bridge<ConsoleBridgeContracts>;
  /** The interface log (`interfaces.apiLogging`): the bridge's and declared APIs' calls, best effort. */
  readonly interfaceLog: InterfaceLogger;
  /** The browser logger (`logging.level`, `logging.browser.disabled`); `report` sends an error to the server log. */
  readonly logger: BrowserLogger;
  /** New builds: `latest.json` read after ready and hourly; `pending` once another build is out. */
  readonly update: UpdateWatcher;
  /** Events for integrators: `runtime.events.on('update', (e) => …)` (a newer build; `e.preventDefault()` to ask first). */
  readonly events: RuntimeEvents;
  /**
   * Before a screen that needs a session: a tab without tokens asks the other tabs of the browser
   * for their session (fidelity.md), so a Ctrl-clicked menu opens logged in. Once per page.
   */
  ready(): Promise<void>;
  /**
   * Starts the session's services (restore, the user's current roles, idle logout, duplicate check,
   * other tabs, user activity); returns the stop.
   */
  start(): () => void;
}

/** Whether the browser reloaded this page (Navigation Timing); false where that is unknown. */
function pageWasReloaded(): boolean {
  try {
    const [entry] = globalThis.performance?.getEntriesByType?.('navigation') ?? [];
    return (entry as PerformanceNavigationTiming | undefined)?.type === 'reload';
  } catch {
    return false;
  }
}

/** Builds a page's runtime over `config`. Call it once per page, in the page's entry. */
export function createConsoleRuntime(
  config: ClientConfig,
  env: ConsoleRuntimeEnvironment = {},
): ConsoleRuntime {
  const storage = env.storage ?? browserStorage;
  const jwt = config.auth.jwt;
  // app.basePath: the document URLs of app paths, and the API under it unless api.baseUrl is set.
  const href = (path: string) => withBasePath(config.app.basePath, path);
  const apiBase = apiBaseOf(config.api.baseUrl, config.app.basePath);
  // The page's stores, one set per runtime (two runtimes, as in tests or a server render, share none).
  const dialogs = createDialogs();
  const { alert, toast } = dialogs;
  const session = createSessionState();
  const currentMenu = createCurrentMenu();
  const initialData = createInitialDataState();
  const loading = createLoadingState();
  const downloads = createDownloadProgressState();
  setMessageOverrides(messageOverridesOf(config.i18n));
  const tokens = createTokenStore({
    storage: jwt.storage,
    cookie: { ...jwt.cookie, path: jwt.cookie.path ?? config.app.basePath },
    sessionStorage: storage('session'),
    localStorage: storage('local'),
  });
  // The user's name and roles live where the tokens do (cookies are shared like local storage).
  const userStorage = storage(jwt.storage === 'session' ? 'session' : 'local');
  let transport: ReturnType<typeof createSessionTransport> | undefined;
  // Pushed by the server (management.events): each target is looked up when its event arrives.
  const events = createConsoleEvents({
    config,
    headers: () => api.headers(),
    fetch: env.fetch,
    targets: () => ({
      endSession: (reason) => controller.inactivate(reason),
      refreshInitialData: () => void loader.refresh(),
      refreshAuthorities: () => void controller.refreshUser(),
      buildSeen: (buildId) => runtime.update.observe(buildId),
      notice: (message, from) =>
        void alert(from ? t('events.noticeFrom', { message, from }) : message, t('events.noticeTitle')),
    }),
  });
  const controller = createSessionController({
    auth: config.auth,
    secret: config.api.secret,
    tokens,
    state: session,
    userStorage,
    openChannel: () => createCrossTabChannel(),
    presence: env.presence,
    noticeStorage: storage('session'),
    transport: () => transport,
    events,
  });
  const profileHeader = env.profileHeader ?? '';
  // Read by the bridge and the interface log; filled from the config and the initial data.
  const interfaces = createInterfaceStore(storage('session'));
  const interfaceLog = createInterfaceLogger({
    urls: config.interfaces.apiLogging,
    send: createLogSender({
      fetch: env.fetch,
      url: (path) => buildUrl(apiBase, path),
      headers: () =>
        requestHeaders({
          config,
          tranId: randomBase62(),
          profileHeader,
          menu: currentMenu,
          tokens: tokens.read(),
        }),
    }),
    definition: (id, version) => interfaces.get(id, version),
    // The server takes records from a session only: none are posted before the login.
    enabled: () => session.authenticated,
  });
  // The console at logging.level; errors also to the server log (POST /api/log/client).
  const logger = createBrowserLogger({
    logging: config.logging,
    newTranId: () => randomBase62(),
    path: () => (typeof location === 'undefined' ? '' : location.pathname),
    send: (report, tranId) =>
      createLogSender({
        fetch: env.fetch,
        url: (path) => buildUrl(apiBase, path),
        headers: () =>
          requestHeaders({ config, tranId, profileHeader, menu: currentMenu, tokens: tokens.read() }),
      })(API_ENDPOINTS['log.client'].url, report),
  });
  const dev = env.dev ?? config.server.dev;
  const runtimeEvents = createRuntimeEvents((error) =>
    logger.warn('console: an update listener failed', error),
  );
  const api = createApiClient({
    config,
    profileHeader,
    onCall: declaredApiLog(interfaceLog),
    ...(env.fetch ? { fetch: env.fetch } : {}),
    tokens,
    session: controller,
    currentMenu: () => currentMenu,
    dev,
    loading: createLoadingTracker(loading),
    downloadProgress: createDownloadProgressTracker(downloads),
  });
  transport = createSessionTransport(api, config);
  // auth.enabled off: no login, no tokens, no session services (idle, duplicate check, events).
  const authOn = config.auth.enabled;
  if (!authOn) tokens.clear();
  // Picked up now, before the router's first guard reads the session: a reload keeps the login.
  if (authOn) controller.restore();
  // 화면 설정 of the user this tab is logged in as. Tab mode is decided for the page here, before
  // the router is made: the user's choice applies from the next page load (a new tab, which learns
  // its user from the other tabs only later, takes the choice of the user last seen here).
  const settings = createUserSettings(storage('local'), config.management.tabs.enabled);
  settings.load(session.userId);
  const pageConfig: ClientConfig =
    config.management.tabs.enabled && !settings.tabsOnFor(session.userId)
      ? {
          ...config,
          management: { ...config.management, tabs: { ...config.management.tabs, enabled: false } },
        }
      : config;

  let sessionKnown: Promise<void> | undefined;
  const loader = createInitialDataLoader({
    call: api.call,
    config,
    state: initialData,
    cacheStorage: storage('session'),
    interfaces,
    preloaded: env.initialData,
  });
  const runtime: ConsoleRuntime = {
    config: pageConfig,
    href,
    tokens,
    sessionState: session,
    session: controller,
    currentMenu,
    dialogs,
    unsaved: createUnsavedChanges(dialogs.confirm),
    api,
    loading,
    downloads,
    auth: createAuthApi(api),
    initialData: {
      state: initialData,
      interfaces,
      load: () => loader.load(),
      async require() {
        if (loader.state.status === 'ready') return;
        if (!(await loader.load())) throw new InitialDataError();
      },
    },
    tabs: createTabsRuntime({
      config: pageConfig,
      onInactivated: (l) => controller.onInactivated(l),
      storage: storage('session'),
      reloaded: env.reloaded ?? pageWasReloaded(),
      dialogs,
      menus: () => initialData.data?.menus ?? [],
    }),
    favourites: createFavouriteActions({
      call: (req) => api.call(req),
      state: session,
      storage: userStorage,
      onError: (message) => void alert(message),
    }),
    settings,
    logFunctionAccess: createFunctionAccessLogger({
      call: (req) => api.call(req),
      menu: currentMenu,
      alert: (message) => void alert(message),
    }),
    device: env.device ?? detectDevice(config.app.deviceType, browserDeviceEnvironment()),
    events: runtimeEvents,
    update: createUpdateWatcher({
      // The build this page runs, which the build wrote into it: compared with latest.json.
      pageBuildId: env.buildId ?? pageBuildIdOf(typeof document === 'undefined' ? undefined : document),
      storage: storage('session'),
      onUpdate: (event) => runtimeEvents.emit('update', event),
      fetchBuildId: async () => {
        const f = env.fetch ?? globalThis.fetch;
        const res = await f(href('/latest.json'), { cache: 'no-store' });
        if (!res.ok) return undefined;
        const body = (await res.json()) as { buildId?: unknown };
        return typeof body.buildId === 'string' ? body.buildId : undefined;
      },
      connection: () =>
        (globalThis.navigator as (Navigator & { connection?: ConnectionInfo }) | undefined)?.connection,
    }),
    bridge: createBridge<ConsoleBridgeContracts>(config.mobile.hybrid, {
      window:
        env.bridgeWindow ?? (typeof window === 'undefined' ? undefined : (window as unknown as BridgeWindow)),
      storage: storage('local'),
      definition: (id) => interfaces.get(id),
      authenticated: () => session.authenticated,
      userIp: () => rememberedUserIp() || undefined,
      webToast: (message) => void toast(message),
      log: interfaceLog,
    }),
    interfaceLog,
    logger,
    ready() {
      sessionKnown ??= authOn ? controller.adopt().then(() => undefined) : Promise.resolve();
      return sessionKnown;
    },
    start() {
      if (authOn) {
        controller.restore();
        controller.start();
        // The roles came with the login: read them as they are now (menus granted or revoked since;
        // a screen added under `console dev`). In the background: the guard asks itself before it
        // would end the session over a menu (createRouterGuard).
        void controller.refreshUser();
      }
      if (runtime.bridge.platform) void runtime.bridge.notifyLoaded();
      // New builds are watched in a built console only: `console dev` writes no latest.json (asking
      // for it logged a 404 in the browser) and Vite reloads the page itself.
      const stopUpdates = dev ? () => {} : runtime.update.start();
      // Another user logging in on this page (or the login ending) brings their own settings.
      settings.load(session.userId);
      const unfollow = subscribe(session, () => settings.load(session.userId));
      const unwatch = watchUserActivity(
        env.activityTarget ?? (typeof window === 'undefined' ? undefined : window),
        () => controller.noteActivity(),
      );
      return () => {
        stopUpdates();
        unfollow();
        unwatch();
        if (authOn) controller.stop();
      };
    },
  };
  return runtime;
}
