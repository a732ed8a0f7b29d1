import type { SeedScreen } from './db/index.ts';
import { type ApiBindings, apiBindingsOf } from './gateway/index.ts';

/**
 * The project's screens as the CLI compiled them: a list (`console start`), or a function answering
 * the latest compile (`console dev`, which recompiles as manifests are saved).
 */
export type ScreenSource = readonly SeedScreen[] | (() => readonly SeedScreen[]);

/** What the server derives from the screens, each read when needed. */
export interface ScreensKnown {
  /** The screens now; `undefined` when none were given. */
  list: () => readonly SeedScreen[] | undefined;
  /** Route paths of the screens that bind each declared API (worked out again only when the list changes). */
  apiBindings: ApiBindings;
  /** The route paths a menu URL may name; `undefined` when no screens were given (none refused). */
  routes: () => readonly string[] | undefined;
}

/** The screens of `source` and what follows from them. */
export function screenSourceOf(source: ScreenSource | undefined): ScreensKnown {
  const list = (): readonly SeedScreen[] | undefined =>
    source === undefined ? undefined : typeof source === 'function' ? source() : source;
  let seen: readonly SeedScreen[] | undefined;
  let bindings: ReturnType<ApiBindings> = new Map();
  let paths: readonly string[] | undefined;
  const refresh = () => {
    const now = list();
    if (now !== seen) {
      seen = now;
      bindings = apiBindingsOf(now ?? [])();
      paths = now?.map((s) => s.path);
    }
  };
  return {
    list,
    apiBindings: () => {
      refresh();
      return bindings;
    },
    routes: () => {
      refresh();
      return paths;
    },
  };
}
