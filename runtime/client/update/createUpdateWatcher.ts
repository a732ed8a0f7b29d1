import { BUILD_META_NAME } from '../../core/pages/index.ts';
import { type Clock, systemClock } from '../../core/transport/index.ts';
import type { StorageLike } from '../session/index.ts';

/** How often the page asks for the newest build (spec section 9: hourly). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** When the page first compares its build with the newest, after it is ready. */
export const BUILD_BASELINE_DELAY_MS = 1000;
/**
 * Session-storage key of the build the tab last reloaded for and when (`{id} {epoch ms}`): a reload
 * for one build happens once an hour at most.
 */
export const RELOADED_FOR_KEY = 'console:reloaded-for-build';

/** What `navigator.connection` tells about the network (Network Information API). */
export interface ConnectionInfo {
  saveData?: boolean | undefined;
  effectiveType?: string | undefined;
}

/** Slow or metered: no prefetching (data saver, 2G). */
export function isConstrained(connection: ConnectionInfo | undefined): boolean {
  return !!connection && (connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? ''));
}

/** The build id the build wrote into `doc` (`<meta name="console-build">`), if any (none under `console dev`). */
export function pageBuildIdOf(doc: Pick<Document, 'querySelector'> | undefined): string | undefined {
  const content = doc?.querySelector<HTMLMetaElement>(`meta[name="${BUILD_META_NAME}"]`)?.content;
  return content || undefined;
}

/**
 * `runtime.events`' `update`: a build other than the page's is out. By default the page reloads at
 * its next navigation; `preventDefault()` keeps it as it is, so an integrator can ask first and call
 * `reload()` when the user agrees.
 */
export interface UpdateEvent {
  /** The newer build's id. */
  readonly buildId: string;
  /** The build this page runs (undefined when it does not know it: `console dev`). */
  readonly current: string | undefined;
  /** No reload at the next navigation: the listener decides when (`reload`). */
  preventDefault(): void;
  /** Loads the page again now (once for this build, as the automatic reload). */
  reload(): void;
}

export interface UpdateWatcherOptions {
  /** Reads `latest.json`'s build id; `undefined` when it cannot be read. */
  fetchBuildId: () => Promise<string | undefined>;
  /** The build this page runs (pageBuildIdOf); unknown: the first build id read stands for it. */
  pageBuildId?: string | undefined;
  clock?: Clock;
  connection?: () => ConnectionInfo | undefined;
  /** Where the build the page last reloaded for is kept (session storage). */
  storage?: StorageLike | undefined;
  /** Loads the page again: at `href`, or where it is (default: `location.assign`, `location.reload`). */
  load?: ((href?: string) => void) | undefined;
  /** Told once per newer build, before the page is marked for a reload (`update` event). */
  onUpdate?: ((event: UpdateEvent) => void) | undefined;
}

export interface UpdateWatcher {
  /** A newer build exists and no listener held it back: the next navigation loads the page again. */
  readonly pending: boolean;
  /** The build this page runs, once known. */
  readonly buildId: string | undefined;
  /** Starts the checks: one about 1 s after ready (not on a slow or metered connection), then every hour. */
  start(): () => void;
  /** One check now (also what the hourly timer runs). */
  check(): Promise<void>;
  /** A build id heard another way (the event stream's `build`): the same comparison as a check. */
  observe(buildId: string | undefined): void;
  /** Loads the page again at `href` for the newer build, noting that build so it happens once. */
  reload(href?: string): void;
}

/**
 * New builds (spec section 9): the page knows the build it runs (the build writes its id into the
 * page); `latest.json` is read about 1 s after ready (skipped on a slow connection or with data
 * saver) and every hour after, and a different id raises the `update` event (once a page) and marks
 * the page for a reload at its next navigation. A reload for one build happens once: a page that reloaded for it
 * and still runs the old one (an instance not yet updated, in a rolling deploy) does not reload
 * again for it.
 */
export function createUpdateWatcher(options: UpdateWatcherOptions): UpdateWatcher {
  const clock = options.clock ?? systemClock;
  const load =
    options.load ?? ((href?: string) => (href ? window.location.assign(href) : window.location.reload()));
  let baseline = options.pageBuildId;
  let newer: string | undefined;
  let pending = false;

  // The build the tab reloaded for within the last hour: a reload that landed on an instance still
  // serving the old pages is not repeated at once, and is tried again an hour later (the deploy done).
  const reloadedFor = (): string | null => {
    let raw: string | null | undefined;
    try {
      raw = options.storage?.getItem(RELOADED_FOR_KEY);
    } catch {
      raw = null;
    }
    const [id, at] = (raw ?? '').split(' ');
    return id && Number(at) > clock.now() - UPDATE_CHECK_INTERVAL_MS ? id : null;
  };

  async function check(): Promise<void> {
    let id: string | undefined;
    try {
      id = await options.fetchBuildId();
    } catch {
      id = undefined;
    }
    observe(id);
  }

  function reload(href?: string): void {
    try {
      if (newer) options.storage?.setItem(RELOADED_FOR_KEY, `${newer} ${clock.now()}`);
    } catch {
      // blocked storage: the reload still happens
    }
    load(href);
  }

  function observe(id: string | undefined): void {
    if (!id) return;
    if (baseline === undefined) {
      baseline = id;
      return;
    }
    if (id === baseline || id === newer || reloadedFor() === id) return;
    // Told once per page: a later build while one is announced only becomes the one reloaded for.
    if (newer !== undefined) {
      newer = id;
      return;
    }
    newer = id;
    let prevented = false;
    options.onUpdate?.({
      buildId: id,
      current: baseline,
      preventDefault: () => {
        prevented = true;
      },
      reload: () => reload(),
    });
    if (!prevented) pending = true;
  }

  return {
    get pending() {
      return pending;
    },
    get buildId() {
      return baseline;
    },
    check,
    observe,
    reload,
    start() {
      const first = isConstrained(options.connection?.())
        ? undefined
        : clock.setTimeout(() => void check(), BUILD_BASELINE_DELAY_MS);
      const hourly = clock.setInterval(() => void check(), UPDATE_CHECK_INTERVAL_MS);
      return () => {
        if (first !== undefined) clock.clearTimeout(first);
        clock.clearInterval(hourly);
      };
    },
  };
}
