import { type ComponentType, useEffect, useState } from 'react';
import { config } from '../../generated/config.gen.ts';
import { loginScreen } from '../../generated/loginScreen.gen.ts';
import { t } from '../../i18n/t.ts';
import { loadInitialData } from '../../initialData/index.ts';
import { InitialDataError, isChunkLoadError, reloadOnceForChunkError } from '../../router/routeErrors.ts';
import { startSessionServices, stopSessionServices } from '../../session/index.ts';
import { DialogHost } from '../dialog/DialogHost.tsx';
import { LoadingBar } from '../loading/LoadingBar.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';

type Page =
  | { kind: 'loading' }
  | { kind: 'ready'; Screen: ComponentType }
  | { kind: 'failed'; error: unknown };

/** The login screen's component and the initial data it reads (login outcomes, the next menu). */
async function loadLoginPage(): Promise<ComponentType> {
  const [data, screen] = await Promise.all([
    loadInitialData(),
    loginScreen ? loginScreen.load() : import('./DefaultLoginScreen.tsx'),
  ]);
  if (!data) throw new InitialDataError();
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
  const [page, setPage] = useState<Page>({ kind: 'loading' });
  useEffect(() => {
    document.title = `${loginScreen?.meta.title ?? t('layout.login')} | ${config.app.title}`;
    startSessionServices();
    let live = true;
    loadLoginPage().then(
      (Screen) => live && setPage({ kind: 'ready', Screen }),
      (error: unknown) => {
        if (!live) return;
        if (isChunkLoadError(error) && reloadOnceForChunkError(window.location.href)) return;
        if (!(error instanceof InitialDataError)) console.error('시스템 오류가 발생하였습니다.', error);
        setPage({ kind: 'failed', error });
      },
    );
    return () => {
      live = false;
      stopSessionServices();
    };
  }, []);
  return (
    <>
      <LoadingBar routing={page.kind === 'loading'} />
      <main id="content" className="c-bare">
        {page.kind === 'ready' ? <page.Screen /> : null}
        {page.kind === 'failed' ? (
          <ErrorScreen
            status={500}
            message={t(page.error instanceof InitialDataError ? 'error.initialData' : 'error.system')}
          >
            <button type="button" className="c-btn c-btn--primary" onClick={() => window.location.reload()}>
              {t('error.reload')}
            </button>
          </ErrorScreen>
        ) : null}
      </main>
      <DialogHost />
    </>
  );
}
