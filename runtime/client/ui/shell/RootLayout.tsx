import { Outlet, useLocation, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { ScreenMeta } from '../../../core/screen/screenMeta.ts';
import { config } from '../../generated/config.gen.ts';
import { t } from '../../i18n/t.ts';
import { authErrorState } from '../../router/sessionRedirects.ts';
import { DefaultLayout } from '../layout/DefaultLayout.tsx';
import { MainLayout } from '../layout/MainLayout.tsx';
import { SideLayout } from '../layout/SideLayout.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';

/** Picks the layout the current screen's metadata names (default: `default`) and sets the tab title. */
export function RootLayout() {
  const matches = useMatches();
  const meta: ScreenMeta | undefined = matches[matches.length - 1]?.staticData?.screen;
  useEffect(() => {
    document.title = meta ? `${meta.title} | ${config.app.title}` : config.app.title;
  }, [meta]);
  const authError = useSnapshot(authErrorState).status;
  const location = useLocation();
  // The 401 screen replaces the page until the next navigation.
  useEffect(() => {
    void location.href;
    authErrorState.status = null;
  }, [location.href]);
  const layout = meta?.layout ?? 'default';
  const page = authError ? (
    <ErrorScreen status={authError} message={t('error.unauthorized')}>
      <a className="c-btn c-btn--primary" href={config.auth.loginPath}>
        {t('layout.login')}
      </a>
    </ErrorScreen>
  ) : (
    <Outlet />
  );
  if (layout === 'none') {
    return (
      <main id="content" className="c-bare">
        {page}
      </main>
    );
  }
  const Layout = layout === 'main' ? MainLayout : layout === 'side' ? SideLayout : DefaultLayout;
  return <Layout meta={meta}>{page}</Layout>;
}
