import { subscribe } from 'valtio/vanilla';
import type { ClientConfig } from '../../schemas/index.ts';
import { themeWithSettings } from '../core/theme/index.ts';
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
 * global error handlers (spec section 8), the locale cookie and the theme (the user's density and
 * colour where 화면 설정 chose them).
 */
export function bootPage(
  config: ClientConfig,
  profileHeader: string,
  dev: boolean,
  env: Pick<ConsoleRuntimeEnvironment, 'initialData' | 'presence'> = {},
): ConsoleRuntime {
  const runtime = createConsoleRuntime(config, { ...env, profileHeader, dev: config.server.dev || dev });
  installGlobalErrorHandlers(window, runtime.logger);
  if (config.i18n.enabled) writeLocaleCookie(config.i18n.locale, document, config.app.basePath);
  // The density and colour of the user's 화면 설정 (the configuration's until one logs in), as they change.
  const theme = () => applyTheme(themeWithSettings(config.app, runtime.settings.state.values));
  theme();
  subscribe(runtime.settings.state, theme);
  return runtime;
}
