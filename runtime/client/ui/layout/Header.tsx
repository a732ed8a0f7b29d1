import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { config } from '../../generated/config.gen.ts';
import { t } from '../../i18n/t.ts';
import { logout, session } from '../../session/index.ts';

/** Header of the default, main and side layouts: system title, user name, 로그아웃 or 로그인. */
export function Header({
  variant = 'default',
  children,
}: {
  variant?: 'default' | 'main';
  children?: ReactNode;
}) {
  const snap = useSnapshot(session);
  return (
    <header className={`c-header c-header--${variant}`}>
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
            <button type="button" className="c-btn c-btn--text" onClick={() => void logout()}>
              {t('layout.logout')}
            </button>
          </>
        ) : (
          <a className="c-btn c-btn--text" href={config.auth.loginPath}>
            {t('layout.login')}
          </a>
        )}
      </div>
    </header>
  );
}
