import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { t } from '../../i18n/index.ts';
import { useConsoleRuntime, useSession } from '../../runtime/index.ts';
import './layout.css';

/** Route of the configuration screen (screens/config.screen.yaml). */
export const CONFIG_PATH = '/config';

/**
 * The shell's sticky header: skip link, `children` (the ☰ menu button), system title, then the
 * user's name, 환경설정 and 로그아웃 (or 로그인).
 */
export function Header({ children }: { children?: ReactNode }) {
  const { state: snap, controller } = useSession();
  const { config, unsaved } = useConsoleRuntime();
  return (
    <header className="c-header">
      <a className="c-skip" href="#content">
        {t('app.skipToContent')}
      </a>
      {children}
      <Link to="/" className="c-header__title">
        {config.app.title}
      </Link>
      <div className="c-header__user">
        {snap.authenticated ? (
          <>
            <span className="c-header__name">{snap.userName ?? snap.userId}</span>
            <Link to={CONFIG_PATH as '/'} className="c-btn c-btn--text c-header__config">
              {t('layout.config')}
            </Link>
            <button
              type="button"
              className="c-btn c-btn--text"
              onClick={async () => {
                if (await unsaved.confirmLeave()) await controller.logout();
              }}
            >
              {t('layout.logout')}
            </button>
          </>
        ) : config.auth.enabled ? (
          <a className="c-btn c-btn--text" href={config.auth.loginPath}>
            {t('layout.login')}
          </a>
        ) : null}
      </div>
    </header>
  );
}
