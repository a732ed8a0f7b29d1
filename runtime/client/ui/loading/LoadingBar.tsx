import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { loadingState } from '../../api/index.ts';
import { t } from '../../i18n/t.ts';
import type { AppRouter } from '../../router/createAppRouter.ts';

/** Hide delay once the router and the API calls are all done (spec section 9). */
const HIDE_MS = 500;

/**
 * Always mounted: a thin progress bar while a page loads or API calls (with `loading !== false`)
 * are in flight, hidden 500 ms after both finish.
 */
export function LoadingBar({ router }: { router: AppRouter }) {
  const routing = useRouterState({ router, select: (s) => s.isLoading || s.status === 'pending' });
  const { count } = useSnapshot(loadingState);
  const busy = routing || count > 0;
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (busy) {
      setVisible(true);
      return;
    }
    const timer = setTimeout(() => setVisible(false), HIDE_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return (
    <div
      className={`c-loading-bar${visible ? ' is-visible' : ''}${busy ? ' is-busy' : ''}`}
      role="progressbar"
      aria-label={t('loading.label')}
      aria-hidden={!visible}
      aria-busy={busy}
    />
  );
}
