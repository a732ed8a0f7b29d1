import { Link } from '@tanstack/react-router';
import { ChevronDown, CircleUserRound, KeyRound, LogOut, SlidersHorizontal, UserRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { t, tShell } from '../../i18n/index.ts';
import { useConsoleRuntime, useInitialData, useSession } from '../../runtime/index.ts';
import { MenuButton } from '../kit/index.ts';
import { SettingsDrawer } from './SettingsDrawer.tsx';
import './header.css';
import './layout.css';

/** Route of the configuration screen (screens/config.screen.yaml). */
export const CONFIG_PATH = '/config';

/**
 * The shell's sticky header: skip link, `children` (the ☰ menu button), system title, then the
 * user menu (the user's name: 내 정보, 비밀번호 변경 where users may change theirs, 화면 설정, 로그아웃)
 * or 로그인.
 */
export function Header({ children }: { children?: ReactNode }) {
  const { state: snap, controller } = useSession();
  const { config, unsaved, href } = useConsoleRuntime();
  const appProp = useInitialData().data?.appProp as Record<string, unknown> | undefined;
  const [settingsOpen, setSettingsOpen] = useState(false);
  const name = snap.userName ?? snap.userId ?? '';
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
            <MenuButton
              className="c-btn c-btn--text c-header__account"
              ariaLabel={tShell('layout.userMenu', { name })}
              label={
                <>
                  <CircleUserRound aria-hidden="true" size={20} />
                  <span className="c-header__name">{name}</span>
                  <ChevronDown aria-hidden="true" size={14} />
                </>
              }
            >
              {(close) => (
                <>
                  <Link to={CONFIG_PATH as '/'} hash="config-account" role="menuitem" onClick={close}>
                    <UserRound aria-hidden="true" size={16} />
                    {tShell('layout.myAccount')}
                  </Link>
                  {appProp?.canUpdateUserPassword === true ? (
                    <Link to={CONFIG_PATH as '/'} hash="config-password" role="menuitem" onClick={close}>
                      <KeyRound aria-hidden="true" size={16} />
                      {tShell('layout.changePassword')}
                    </Link>
                  ) : null}
                  <button
                    type="button"
                    role="menuitem"
                    onClick={() => {
                      close();
                      setSettingsOpen(true);
                    }}
                  >
                    <SlidersHorizontal aria-hidden="true" size={16} />
                    {tShell('layout.settings')}
                  </button>
                  <button
                    type="button"
                    role="menuitem"
                    onClick={async () => {
                      close();
                      if (await unsaved.confirmLeave()) await controller.logout();
                    }}
                  >
                    <LogOut aria-hidden="true" size={16} />
                    {t('layout.logout')}
                  </button>
                </>
              )}
            </MenuButton>
            <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} userName={name} />
          </>
        ) : config.auth.enabled ? (
          <a className="c-btn c-btn--text" href={href(config.auth.loginPath)}>
            {t('layout.login')}
          </a>
        ) : null}
      </div>
    </header>
  );
}
