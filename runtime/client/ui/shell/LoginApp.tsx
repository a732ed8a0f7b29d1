import { useEffect, useState } from 'react';
import { HYDRATED_ATTRIBUTE } from '../../../core/pages/index.ts';
import { loginScreen } from '../../generated/loginScreen.gen.ts';
import { t } from '../../i18n/index.ts';
import { useConsoleRuntime } from '../../runtime/index.ts';
import { DialogHost } from '../dialog/index.ts';
import { LoadingBar } from '../loading/index.ts';
import { Brand } from './Brand.tsx';
import { FatalErrorScreen } from './FatalErrorScreen.tsx';
import { pageTitle } from './pageTitle.ts';
import './shell.css';

/** The login page's title (the build writes the same one into login.html). */
export function loginPageTitle(appTitle: string): string {
  return pageTitle(loginScreen.meta?.title ?? t('layout.login'), appTitle);
}

/**
 * The React root of the light login page (login.html, served for `auth.loginPath`): the login
 * screen's manifest with the dialog host and loading bar, without the router, the route tree, the
 * layouts or the menus. `console build` renders it into login.html (serverRender.tsx) and the
 * page's script hydrates it, so the screen renders at once, on the server as in the browser; the
 * initial data it reads when signing in (login outcomes, the next menu) comes inlined in the page
 * or by its call, and when that fails the page shows the console's fatal 500 screen. Its screen
 * navigates by page loads (the default navigation), so signing in loads the console at the next page.
 */
export function LoginApp() {
  const runtime = useConsoleRuntime();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // The page's script has taken over (LoginPanel says so first; a custom login screen may not):
    // from now on the page's inline script no longer holds submits.
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    // auth.enabled off: there is no login; the console opens at its main page.
    if (!runtime.config.auth.enabled) {
      window.location.replace(runtime.href(runtime.config.management.mainPath));
      return;
    }
    document.title = loginPageTitle(runtime.config.app.title);
    const stop = runtime.start();
    let live = true;
    runtime.initialData.require().catch(() => live && setFailed(true));
    return () => {
      live = false;
      stop();
    };
  }, [runtime]);
  const { Screen } = loginScreen;
  return (
    <>
      <LoadingBar />
      <main id="content" className="c-bare">
        <Brand />
        {failed ? <FatalErrorScreen message={t('error.initialData')} /> : <Screen />}
      </main>
      <DialogHost />
    </>
  );
}
