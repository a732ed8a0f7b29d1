import type { SeedScreen } from '../db/index.ts';

/** Route paths of the screens that bind each API name (the menus that may call it), read when needed. */
export type ApiBindings = () => ReadonlyMap<string, readonly string[]>;

/** The bindings of a fixed list of screens (`build-meta.json`'s, or a compile's). */
export function apiBindingsOf(screens: readonly Pick<SeedScreen, 'path' | 'apis'>[]): ApiBindings {
  const map = new Map<string, string[]>();
  for (const screen of screens) {
    for (const name of screen.apis ?? []) {
      const paths = map.get(name);
      if (paths) paths.push(screen.path);
      else map.set(name, [screen.path]);
    }
  }
  return () => map;
}
