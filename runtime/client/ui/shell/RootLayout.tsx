import { Outlet, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { ScreenMeta } from '../../../core/screen/screenMeta.ts';
import { config } from '../../generated/config.gen.ts';
import { DefaultLayout } from '../layout/DefaultLayout.tsx';
import { MainLayout } from '../layout/MainLayout.tsx';
import { SideLayout } from '../layout/SideLayout.tsx';

/** Picks the layout the current screen's metadata names (default: `default`) and sets the tab title. */
export function RootLayout() {
  const matches = useMatches();
  const meta: ScreenMeta | undefined = matches[matches.length - 1]?.staticData?.screen;
  useEffect(() => {
    document.title = meta ? `${meta.title} | ${config.app.title}` : config.app.title;
  }, [meta]);
  const layout = meta?.layout ?? 'default';
  if (layout === 'none') {
    return (
      <main id="content" className="c-bare">
        <Outlet />
      </main>
    );
  }
  const Layout = layout === 'main' ? MainLayout : layout === 'side' ? SideLayout : DefaultLayout;
  return (
    <Layout meta={meta}>
      <Outlet />
    </Layout>
  );
}
