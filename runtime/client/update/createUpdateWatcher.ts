import { type Clock, systemClock } from '../../core/transport/index.ts';

/** How often the page asks for the newest build (spec section 9: hourly). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** When the page reads the build it runs, after it is ready. */
export const BUILD_BASELINE_DELAY_MS = 1000;

/** What `navigator.connection` tells about the network (Network Information API). */
export interface ConnectionInfo {
  saveData?: boolean | undefined;
  effectiveType?: string | undefined;
}

/** Slow or metered: no prefetching (data saver, 2G). */
export function isConstrained(connection: ConnectionInfo | undefined): boolean {
  return !!connection && (connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? ''));
}

export interface UpdateWatcherOptions {
  /** Reads `latest.json`'s build id; `undefined` when it cannot be read. */
  fetchBuildId: () => Promise<string | undefined>;
  clock?: Clock;
  connection?: () => ConnectionInfo | undefined;
  /** Told once, when a build other than the page's is published. */
  onUpdate?: (buildId: string) => void;
}

export interface UpdateWatcher {
  /** A newer build exists: the next navigation loads the page again. */
  readonly pending: boolean;
  /** The build this page runs, once known. */
  readonly buildId: string | undefined;
  /** Starts the checks: the page's build about 1 s after ready (not on a slow or metered connection), then every hour. */
  start(): () => void;
  /** One check now (also what the hourly timer runs). */
  check(): Promise<void>;
  /** A build id heard another way (the event stream's `build`): the same comparison as a check. */
  observe(buildId: string | undefined): void;
}

/**
 * New builds (spec section 9): the build the page runs is read about 1 s after it is ready
 * (the build-metadata prefetch, skipped on a slow connection or with data saver, when the first
 * hourly answer becomes the baseline instead), `latest.json` is read every hour after that, and a
 * different build id marks the page for a reload at its next navigation.
 */
export function createUpdateWatcher(options: UpdateWatcherOptions): UpdateWatcher {
  const clock = options.clock ?? systemClock;
  let baseline: string | undefined;
  let pending = false;

  async function check(): Promise<void> {
    let id: string | undefined;
    try {
      id = await options.fetchBuildId();
    } catch {
      id = undefined;
    }
    observe(id);
  }

  function observe(id: string | undefined): void {
    if (!id) return;
    if (baseline === undefined) {
      baseline = id;
      return;
    }
    if (id !== baseline && !pending) {
      pending = true;
      options.onUpdate?.(id);
    }
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
