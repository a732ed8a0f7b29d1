import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { t } from '../../i18n/t.ts';
import type { AppRouter } from '../../router/createAppRouter.ts';

/** Always mounted: a thin progress bar during page loads, hidden 500 ms after they finish. */
export function LoadingBar({ router }: { router: AppRouter }) {
  const busy = useRouterState({ router, select: (s) => s.isLoading || s.status === 'pending' });
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (busy) {
      setVisible(true);
      return;
    }
    const timer = setTimeout(() => setVisible(false), 500);
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
