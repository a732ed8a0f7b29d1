import { type ComponentType, useEffect, useState } from 'react';
import { loginScreen } from '../../generated/loginScreen.gen.ts';
import { t } from '../../i18n/t.ts';
import { InitialDataError } from '../../initialData/index.ts';
import { reportLoadError } from '../../router/routeErrors.ts';
import type { ConsoleRuntime } from '../../runtime/index.ts';
import { useConsoleRuntime } from '../../runtime/index.ts';
import { DialogHost } from '../dialog/DialogHost.tsx';
import { LoadingBar } from '../loading/LoadingBar.tsx';
import { FatalErrorScreen } from './FatalErrorScreen.tsx';
import { pageTitle } from './pageTitle.ts';
import './shell.css';

type Page =
  | { kind: 'loading' }
  | { kind: 'ready'; Screen: ComponentType }
  | { kind: 'failed'; error: unknown };

/** The login screen's component, once the initial data it reads (login outcomes, the next menu) is in. */
async function loadLoginPage(runtime: ConsoleRuntime): Promise<ComponentType> {
  const [, screen] = await Promise.all([
    runtime.initialData.require(),
    loginScreen ? loginScreen.load() : import('./DefaultLoginScreen.tsx'),
  ]);
  return screen.default;
}

/**
 * The React root of the light login page (login.html, served for `auth.loginPath`): the login
 * screen's manifest with the dialog host and loading bar, without the router, the route tree, the
 * layouts or the menus. Its screen navigates by page loads (the default navigation), so signing in
 * loads the console at the next page. Failures get the same screens as in the console: the fatal
 * 500 for the initial data, one reload for a stale chunk.
 */
export function LoginApp() {
  const runtime = useConsoleRuntime();
  const [page, setPage] = useState<Page>({ kind: 'loading' });
  useEffect(() => {
    // auth.enabled off: there is no login; the console opens at its main page.
    if (!runtime.config.auth.enabled) {
      window.location.replace(runtime.config.management.mainPath);
      return;
    }
    document.title = pageTitle(loginScreen?.meta.title ?? t('layout.login'), runtime.config.app.title);
    const stop = runtime.start();
    let live = true;
    loadLoginPage(runtime).then(
      (Screen) => live && setPage({ kind: 'ready', Screen }),
      (error: unknown) => {
        if (live && !reportLoadError(error, window.location.href, runtime.logger))
          setPage({ kind: 'failed', error });
      },
    );
    return () => {
      live = false;
      stop();
    };
  }, [runtime]);
  return (
    <>
      <LoadingBar routing={page.kind === 'loading'} />
      <main id="content" className="c-bare">
        {page.kind === 'ready' ? <page.Screen /> : null}
        {page.kind === 'failed' ? (
          <FatalErrorScreen
            message={t(page.error instanceof InitialDataError ? 'error.initialData' : 'error.system')}
          />
        ) : null}
      </main>
      <DialogHost />
    </>
  );
}
