import { createContext, createElement, type ReactNode, useContext } from 'react';
import type { ConsoleRuntime } from './createConsoleRuntime.ts';

/** The page's runtime; `ConsoleRuntimeProvider` sets it at the page's root. */
export const ConsoleRuntimeContext = createContext<ConsoleRuntime | null>(null);

/** Provides the page's runtime to every component below (the page entry renders it once). */
export function ConsoleRuntimeProvider({
  runtime,
  children,
}: {
  runtime: ConsoleRuntime;
  children?: ReactNode;
}) {
  return createElement(ConsoleRuntimeContext.Provider, { value: runtime }, children);
}

/** The runtime of the page a component renders in. Throws outside `ConsoleRuntimeProvider`. */
export function useConsoleRuntime(): ConsoleRuntime {
  const runtime = useContext(ConsoleRuntimeContext);
  if (!runtime) {
    throw new Error(
      'useConsoleRuntime: no ConsoleRuntimeProvider above this component (see docs/screens-and-blocks.md, the hooks of a component module)',
    );
  }
  return runtime;
}

const samePath = (path: string) => path;

/**
 * The page's `runtime.href`: an app path as its URL under `app.basePath`, for plain links and
 * images the router does not draw. Outside a runtime (a component rendered alone) paths stay as
 * they are.
 */
export function usePageHref(): (path: string) => string {
  return useContext(ConsoleRuntimeContext)?.href ?? samePath;
}
