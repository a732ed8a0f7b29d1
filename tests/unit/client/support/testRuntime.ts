import { config, profileHeader } from '../../../../runtime/client/generated/config.gen.ts';
import { type ConsoleRuntime, createConsoleRuntime } from '../../../../runtime/client/runtime/index.ts';

/**
 * A page runtime over the generated config, as `main.tsx` builds one, for component tests: spy on
 * `testRuntime.api.call` to answer the screens' calls. One per test file (a module instance).
 */
export const testRuntime: ConsoleRuntime = createConsoleRuntime(config, { profileHeader, device: 'DESKTOP' });
