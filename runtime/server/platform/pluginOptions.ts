import type { ConsoleConfig } from '../../../schemas/index.ts';

/**
 * What every feature plugin is registered with. A plugin that needs more declares its own options
 * extending these; the composition (`api/managementApi.ts`) passes each the whole set.
 */
export interface PluginOptions {
  /** The validated console configuration. */
  config: ConsoleConfig;
  /** Clock, injectable for tests of expiry. Default Date.now. */
  now?: (() => number) | undefined;
}
