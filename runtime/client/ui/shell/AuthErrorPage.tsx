import { t } from '../../i18n/index.ts';
import { useConsoleRuntime } from '../../runtime/index.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

/**
 * The page at `auth.errorUrl` (default `/error`): where a refused or ended session goes when
 * `auth.failProcessType` / `auth.expiredProcessType` is `error`. It shows `auth.errorStatusCode`
 * (401) and "권한이 없습니다.", with the way back to the login page.
 */
export function AuthErrorPage() {
  const { config, href } = useConsoleRuntime();
  return (
    <ErrorScreen status={config.auth.errorStatusCode} message={t('error.unauthorized')}>
      <a className="c-btn c-btn--primary" href={href(config.auth.loginPath)}>
        {t('layout.login')}
      </a>
    </ErrorScreen>
  );
}
