import { createElement, type FunctionComponent, useSyncExternalStore } from 'react';
import { ScreenView } from './ScreenView.tsx';
import type { ScreenDefinition, ScreenModules } from './screenDefinition.ts';

export type { ScreenDefinition, ScreenModules } from './screenDefinition.ts';

interface HotScreen {
  current: { definition: ScreenDefinition; modules: ScreenModules };
  listeners: Set<() => void>;
  Screen: FunctionComponent;
}

// `console dev` only: one entry per manifest, so a saved manifest (its module re-run by Vite's hot
// update) replaces what the router's already-loaded component renders, without a page reload.
const hotScreens = new Map<string, HotScreen>();

function hotScreenComponent(
  key: string,
  definition: ScreenDefinition,
  modules: ScreenModules,
): FunctionComponent {
  const existing = hotScreens.get(key);
  if (existing) {
    existing.current = { definition, modules };
    for (const listener of existing.listeners) listener();
    return existing.Screen;
  }
  const entry: HotScreen = {
    current: { definition, modules },
    listeners: new Set(),
    Screen: () => {
      const current = useSyncExternalStore(
        (listener) => {
          entry.listeners.add(listener);
          return () => entry.listeners.delete(listener);
        },
        () => entry.current,
        // Rendered to HTML too (a server render of a module the dev plugin compiled): the same.
        () => entry.current,
      );
      return createElement(ScreenView, current);
    },
  };
  entry.Screen.displayName = `Screen(${key})`;
  hotScreens.set(key, entry);
  return entry.Screen;
}

/**
 * The route component of one generated screen chunk. `hotKey` (the manifest's path, given by the
 * dev server only) makes it a stable component whose definition a hot update replaces.
 */
export function createScreenComponent(
  definition: ScreenDefinition,
  modules: ScreenModules,
  hotKey?: string,
): FunctionComponent {
  if (hotKey !== undefined) return hotScreenComponent(hotKey, definition, modules);
  const Screen: FunctionComponent = () => createElement(ScreenView, { definition, modules });
  Screen.displayName = `Screen(${definition.title})`;
  return Screen;
}
