import { createElement, type ReactNode } from 'react';
import { config, profileHeader } from '../../../../runtime/client/generated/config.gen.ts';
import {
  type ConsoleRuntime,
  ConsoleRuntimeProvider,
  createConsoleRuntime,
} from '../../../../runtime/client/runtime/index.ts';

/** A new page runtime over the generated config, as `main.tsx` builds one: its own stores. */
export function newTestRuntime(): ConsoleRuntime {
  return createConsoleRuntime(config, { profileHeader, device: 'DESKTOP' });
}

/**
 * A page runtime for component tests: spy on `testRuntime.api.call` to answer the screens' calls.
 * One per worker process (files share the module): a test that leaves a dialog open or a session
 * signed in cleans up after itself.
 */
export const testRuntime: ConsoleRuntime = newTestRuntime();

/** A testing-library `wrapper` that provides `runtime` to what it renders. */
export function runtimeWrapper(runtime: ConsoleRuntime) {
  return ({ children }: { children?: ReactNode }) =>
    createElement(ConsoleRuntimeProvider, { runtime }, children);
}
