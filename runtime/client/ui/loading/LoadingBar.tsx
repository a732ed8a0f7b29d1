import { useEffect, useState } from 'react';
import { t } from '../../i18n/index.ts';
import { useLoading } from '../../runtime/index.ts';
import './loading.css';

/** Hide delay once the router and the API calls are all done (spec section 9). */
const HIDE_MS = 500;

/**
 * Always mounted: a thin progress bar while a page loads (`routing`, from the app's router) or API
 * calls (with `loading !== false`) are in flight, hidden 500 ms after both finish.
 */
export function LoadingBar({ routing = false }: { routing?: boolean }) {
  const { count } = useLoading();
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
