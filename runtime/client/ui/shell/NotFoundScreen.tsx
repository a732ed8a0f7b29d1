import { Link, useLocation } from '@tanstack/react-router';
import { t } from '../../i18n/t.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

/** 404 for a path no route matches: `Page not found: {path}`; cleared by the next navigation. */
export function NotFoundScreen() {
  const location = useLocation();
  return (
    <ErrorScreen status={404} message={t('error.notFound', { path: location.href })}>
      <Link to="/" className="c-btn c-btn--primary">
        {t('error.goHome')}
      </Link>
    </ErrorScreen>
  );
}
