import { Link, useLocation } from '@tanstack/react-router';
import { t } from '../../i18n/index.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

/**
 * 404: `Page not found: {path}` for a path no route matches, `Page Not Found: {path}` for a screen
 * whose declared search parameters the URL fails, or the unknown-URL message for a menu URL typed
 * directly in tab mode. Cleared by the next navigation.
 */
export function NotFoundScreen({ data }: { data?: unknown }) {
  const location = useLocation();
  const why = data as { unknownUrl?: boolean; invalidSearch?: boolean } | undefined;
  const message = why?.unknownUrl
    ? t('error.unknownUrl')
    : why?.invalidSearch
      ? t('error.validation', { path: location.publicHref })
      : t('error.notFound', { path: location.publicHref });
  return (
    <ErrorScreen status={404} message={message}>
      <Link to="/" className="c-btn c-btn--primary">
        {t('error.goHome')}
      </Link>
    </ErrorScreen>
  );
}
