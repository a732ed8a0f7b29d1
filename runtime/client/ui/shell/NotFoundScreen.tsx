import { Link, useLocation } from '@tanstack/react-router';
import { t } from '../../i18n/t.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

/**
 * 404: `Page not found: {path}` for a path no route matches, or the unknown-URL message for a menu
 * URL typed directly in tab mode. Cleared by the next navigation.
 */
export function NotFoundScreen({ data }: { data?: unknown }) {
  const location = useLocation();
  const unknownUrl = (data as { unknownUrl?: boolean } | undefined)?.unknownUrl === true;
  return (
    <ErrorScreen
      status={404}
      message={unknownUrl ? t('error.unknownUrl') : t('error.notFound', { path: location.href })}
    >
      <Link to="/" className="c-btn c-btn--primary">
        {t('error.goHome')}
      </Link>
    </ErrorScreen>
  );
}
