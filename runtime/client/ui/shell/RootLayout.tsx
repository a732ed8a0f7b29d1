import { Outlet, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { ScreenMeta } from '../../../core/screen/index.ts';
import { useConsoleRuntime } from '../../runtime/index.ts';
import { isNotTabMatch } from '../../tabs/index.ts';
import { ConsoleShell } from '../layout/index.ts';
import { KeepAliveTabs } from '../tabs/index.ts';
import { pageTitle } from './pageTitle.ts';
import './shell.css';
import { Brand } from './Brand.tsx';

/**
 * Puts the page in the console shell with the layout its metadata names (default: `default`;
 * `none`: no shell) and sets the tab title. In tab mode (`management.tabs.enabled`) every page with
 * a layout shares the default layout, which holds the tab bar and the kept-alive panes instead of
 * a single outlet, so switching never remounts the panes.
 */
export function RootLayout() {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const meta: ScreenMeta | undefined = leaf?.staticData?.screen;
  const { config } = useConsoleRuntime();
  useEffect(() => {
    document.title = pageTitle(meta?.title, config.app.title);
  }, [meta, config]);
  const layout = meta?.layout ?? 'default';
  const page = <Outlet />;
  if (config.management.tabs.enabled && layout !== 'none') {
    // A 404 or route error has no tab: the router's outlet shows it over the (hidden) panes.
    // The direct-connect guard throws its 404 from the root route (the root match is then marked
    // `_notFound` and its outlet renders the 404), so every match is checked.
    const noTab = !meta || matches.some(isNotTabMatch);
    const override = noTab ? <Outlet /> : undefined;
    return (
      <ConsoleShell layout="default">
        <KeepAliveTabs {...(override ? { override } : {})} />
      </ConsoleShell>
    );
  }
  if (layout === 'none') {
    return (
      <main id="content" className="c-bare">
        <Brand />
        {page}
      </main>
    );
  }
  return <ConsoleShell layout={layout}>{page}</ConsoleShell>;
}
