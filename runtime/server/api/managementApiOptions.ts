import type { ConsoleConfig } from '../../../schemas/index.ts';
// Deep on purpose: auth/index.ts re-exports auth's plugins, which take these options.
import type { AuthOptions } from '../auth/authDeps.ts';
import type { EventStreamOptions } from '../events/index.ts';
// Deep on purpose: gateway/index.ts re-exports the gateway plugin, which needs auth and system.
import type { ApiBindings } from '../gateway/apiBindings.ts';

/** What every management API plugin (auth, system, files) is registered with. */
export interface ManagementApiOptions {
  /** The validated console configuration. */
  config: ConsoleConfig;
  /** Clock, injectable for tests of expiry. Default Date.now. */
  now?: () => number;
  /** Authentication: second-step key sender, region resolver, login rate limits. Defaults: see AuthOptions. */
  auth?: AuthOptions | undefined;
  /** Where uploaded files are stored. Default `<CONSOLE_DATA_DIR or .data>/files`. */
  filesDir?: string;
  /** Which screens bind each declared API (the menus that may call it). Default: none. */
  apiBindings?: ApiBindings | undefined;
  /** Base URLs replacing upstreams' `url`, read at each call (backends `console start` launched). Default none. */
  upstreamUrls?: ReadonlyMap<string, string> | undefined;
  /**
   * The route paths of the built screens: a menu's new URL must be one of them (or an external
   * http(s) URL). `undefined` or empty: no screens known (no build), no URL is refused. Default: none.
   */
  screenRoutes?: (() => readonly string[] | undefined) | undefined;
  /** The build this instance serves (`latest.json`'s id), said on every event stream. Default: none. */
  buildId?: string | undefined;
  /** The event stream's heartbeat and per-session limit. Defaults: see EventStreamOptions. */
  events?: EventStreamOptions | undefined;
}
