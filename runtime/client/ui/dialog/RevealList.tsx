import { useEffect, useState } from 'react';
import type { DialogRequest } from '../../dialog/index.ts';
import { tPrivacy } from '../../i18n/index.ts';

/**
 * The body of a `reveal` dialog: label and value pairs shown for the request's time, with the
 * seconds left, then closed by itself (the values are gone from the page with it).
 */
export function RevealList({ request, settle }: { request: DialogRequest; settle: (ok: boolean) => void }) {
  const [left, setLeft] = useState(Math.ceil(request.durationMs / 1000));
  // biome-ignore lint/correctness/useExhaustiveDependencies: one countdown per request
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.ceil((request.durationMs - (Date.now() - started)) / 1000);
      if (remaining <= 0) settle(true);
      else setLeft(remaining);
    }, 250);
    return () => clearInterval(timer);
  }, [request.id]);
  return (
    <>
      <dl className="c-dialog__reveal">
        {(request.lines ?? []).map(([label, value]) => (
          <div key={label} className="c-dialog__reveal-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="c-dialog__hint" aria-live="polite">
        {tPrivacy('dialog.revealCountdown', { seconds: left })}
      </p>
    </>
  );
}
