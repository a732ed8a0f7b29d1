import { type ErrorComponentProps, Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { t } from '../../i18n/t.ts';
import {
  ForbiddenError,
  InitialDataError,
  isChunkLoadError,
  reloadOnceForChunkError,
} from '../../router/routeErrors.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

/**
 * Errors while loading a route: the 401 screen for a refused page, the fatal 500 screen when the
 * initial data failed, a one-time reload for a stale chunk, and otherwise a Korean 500 screen (the
 * details go to the console only, spec section 8).
 */
export function RouteErrorScreen({ error }: ErrorComponentProps) {
  const location = useLocation();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) reloadOnceForChunkError(location.href);
    else if (!(error instanceof ForbiddenError)) console.error('시스템 오류가 발생하였습니다.', error);
  }, [chunk, error, location.href]);
  if (error instanceof ForbiddenError) {
    return (
      <ErrorScreen status={error.status} message={t('error.unauthorized')}>
        <Link to="/" className="c-btn c-btn--primary">
          {t('error.goHome')}
        </Link>
      </ErrorScreen>
    );
  }
  if (error instanceof InitialDataError) {
    return (
      <ErrorScreen status={500} message={t('error.initialData')}>
        <button type="button" className="c-btn c-btn--primary" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
      </ErrorScreen>
    );
  }
  return (
    <ErrorScreen status={500} message={t('error.system')}>
      <Link to="/" className="c-btn c-btn--primary">
        {t('error.goHome')}
      </Link>
    </ErrorScreen>
  );
}
