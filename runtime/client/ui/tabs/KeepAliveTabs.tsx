import { type AnyRouter, useRouter, useRouterState } from '@tanstack/react-router';
import { type ComponentType, type ReactNode, Suspense, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { t } from '../../i18n/index.ts';
import { useConsoleRuntime } from '../../runtime/index.ts';
import { tabTargetOf } from '../../tabs/index.ts';
import { TabBar } from './TabBar.tsx';
import { paneIdOf, tabIdOf } from './tabIds.ts';
import './tabs.css';

function componentOf(router: AnyRouter, path: string): ComponentType | undefined {
  const routes = router.routesByPath as Record<string, { options: { component?: unknown } } | undefined>;
  return routes[path]?.options.component as ComponentType | undefined;
}

/**
 * Tab mode's content: the tab bar, then one pane per open tab, keyed by route path. A pane draws its
 * screen when its tab is first shown (the pinned main tab's dashboard reads nothing while another
 * tab is in front, and nothing at all for a page opened without a session), and then stays mounted
 * while its tab is open (inactive ones are `hidden`), so typed input, scroll and selections survive
 * switching; closing a tab unmounts its tree. `override` (a 404, the 401 screen) is shown in place
 * of the panes, which stay mounted underneath.
 */
export function KeepAliveTabs({ override }: { override?: ReactNode }) {
  const router = useRouter();
  const runtimeTabs = useConsoleRuntime().tabs;
  const { tabs, active } = useSnapshot(runtimeTabs.state);
  const reloads = useSnapshot(runtimeTabs.reloads);
  // The tabs shown so far (a closed one forgotten: opened again, it is drawn anew when shown).
  const shown = useRef(new Set<string>());
  // The screen the router has settled on: until the tabs follow it, the active tab is the one
  // before (the pinned main tab while the page's first screen loads), which is not being shown.
  const settled = useRouterState({
    select: (s) => (s.status === 'idle' ? (tabTargetOf(s)?.path ?? null) : null),
  });
  const open = new Set(tabs.map((tab) => tab.path));
  for (const path of shown.current) if (!open.has(path)) shown.current.delete(path);
  if (active && override === undefined && active === settled) shown.current.add(active);
  return (
    <div className="c-tabs">
      <TabBar />
      {tabs.map((tab) => {
        // The generated route's lazy component: it suspends until its chunk is loaded.
        const Screen = componentOf(router, tab.path);
        return (
          <section
            key={tab.path}
            role="tabpanel"
            id={paneIdOf(tab.path)}
            aria-labelledby={tabIdOf(tab.path)}
            className="c-tabs__pane"
            hidden={override !== undefined || tab.path !== active}
          >
            <Suspense fallback={<p className="c-tabs__loading">{t('app.loading')}</p>}>
              {/* 새로고침 draws the screen anew: a new key, a new tree reading its data again. */}
              {Screen && shown.current.has(tab.path) ? <Screen key={reloads[tab.path] ?? 0} /> : null}
            </Suspense>
          </section>
        );
      })}
      {override}
    </div>
  );
}
