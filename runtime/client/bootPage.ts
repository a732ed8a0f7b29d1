import type { ClientConfig } from '../../schemas/index.ts';
import { writeLocaleCookie } from './i18n/index.ts';
import { installGlobalErrorHandlers } from './logging/index.ts';
import {
  type ConsoleRuntime,
  type ConsoleRuntimeEnvironment,
  createConsoleRuntime,
} from './runtime/index.ts';
import { applyTheme } from './ui/theme/index.ts';

/**
 * What both pages do first with the generated config their entry read: the page's runtime, the
 * global error handlers (spec section 8), the locale cookie and the theme.
 */
export function bootPage(
  config: ClientConfig,
  profileHeader: string,
  dev: boolean,
  env: Pick<ConsoleRuntimeEnvironment, 'initialData' | 'presence'> = {},
): ConsoleRuntime {
  const runtime = createConsoleRuntime(config, { ...env, profileHeader, dev: config.server.dev || dev });
  installGlobalErrorHandlers(window, runtime.logger);
  if (config.i18n.enabled) writeLocaleCookie(config.i18n.locale);
  applyTheme(config.app);
  return runtime;
}
