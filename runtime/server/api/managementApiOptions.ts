import type { AuthApiOptions } from '../auth/index.ts';
import type { EventStreamOptions } from '../events/index.ts';
import type { FileApiOptions } from '../files/index.ts';
import type { ApiBindings } from '../gateway/index.ts';
import type { SystemApiOptions } from '../system/index.ts';

/**
 * What the management API is registered with: every feature plugin's options (each takes the part
 * it declares), and what only the composition uses.
 */
export interface ManagementApiOptions extends AuthApiOptions, FileApiOptions, SystemApiOptions {
  /** Which screens bind each declared API (the menus that may call it). Default: none. */
  apiBindings?: ApiBindings | undefined;
  /** Base URLs replacing upstreams' `url`, read at each call (backends `console start` launched). Default none. */
  upstreamUrls?: ReadonlyMap<string, string> | undefined;
  /** The build this instance serves (`latest.json`'s id), said on every event stream. Default: none. */
  buildId?: string | undefined;
  /** The event stream's heartbeat and per-session limit. Defaults: see EventStreamOptions. */
  events?: EventStreamOptions | undefined;
}
