import { type ErrorComponentProps, Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { t } from '../../i18n/index.ts';
import { InitialDataError } from '../../initialData/index.ts';
import { ForbiddenError, reportLoadError } from '../../navigation/index.ts';
import { useConsoleRuntime } from '../../runtime/index.ts';
import { ErrorScreen } from './ErrorScreen.tsx';
import { FatalErrorScreen } from './FatalErrorScreen.tsx';

/**
 * Errors while loading a route: the 401 screen for a refused page, the fatal 500 screen when the
 * initial data failed, a one-time reload for a stale chunk, and otherwise a Korean 500 screen (the
 * details go to the console only, spec section 8).
 */
export function RouteErrorScreen({ error }: ErrorComponentProps) {
  const location = useLocation();
  const { logger } = useConsoleRuntime();
  useEffect(() => {
    // The address as the browser has it (under app.basePath): the page loads there again.
    reportLoadError(error, location.publicHref, logger);
  }, [error, location.publicHref, logger]);
  if (error instanceof ForbiddenError) {
    return (
      <ErrorScreen status={error.status} message={t('error.unauthorized')}>
        <Link to="/" className="c-btn c-btn--primary">
          {t('error.goHome')}
        </Link>
      </ErrorScreen>
    );
  }
  if (error instanceof InitialDataError) return <FatalErrorScreen message={t('error.initialData')} />;
  return (
    <ErrorScreen status={500} message={t('error.system')}>
      <Link to="/" className="c-btn c-btn--primary">
        {t('error.goHome')}
      </Link>
    </ErrorScreen>
  );
}
