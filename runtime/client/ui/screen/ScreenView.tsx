import { useMemo, useState } from 'react';
import { BlockList } from './BlockView.tsx';
import { PopupHost } from './PopupHost.tsx';
import { createScreenState, ScreenContext, type ScreenContextValue } from './screenContext.ts';
import type { ScreenDefinition, ScreenModules } from './screenDefinition.ts';

/** A manifest screen: its title as the page's h1, then each block in order, and its popups. */
export function ScreenView({
  definition,
  modules,
}: {
  definition: ScreenDefinition;
  modules: ScreenModules;
}) {
  const [state] = useState(createScreenState);
  // The registries follow the modules (a hot update in `console dev` brings new ones); the state stays.
  const ctx = useMemo<ScreenContextValue>(
    () => ({
      title: definition.title,
      views: modules.views,
      fields: modules.fields ?? {},
      components: modules.components ?? {},
      popups: definition.popups ?? {},
      state,
    }),
    [modules, definition.title, definition.popups, state],
  );
  return (
    <ScreenContext.Provider value={ctx}>
      <article className="c-screen">
        <h1 className="c-screen__title">{definition.title}</h1>
        <BlockList blocks={definition.body} />
      </article>
      <PopupHost />
    </ScreenContext.Provider>
  );
}
