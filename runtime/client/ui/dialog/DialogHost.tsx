import { lazy, Suspense, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useSnapshot } from 'valtio';
import { t } from '../../i18n/index.ts';
import { useConsoleRuntime } from '../../runtime/index.ts';
import './dialog.css';

// Asked only around personal data (a download's reason, 원문 보기): loaded when first needed, not
// with every page (the login page's budget).
const ReasonForm = lazy(() => import('./ReasonForm.tsx').then((m) => ({ default: m.ReasonForm })));
const RevealList = lazy(() => import('./RevealList.tsx').then((m) => ({ default: m.RevealList })));

/**
 * How long a toast stays when an alert, confirm or other dialog waits behind it: the user just asked
 * for that dialog (a confirm after 선택 숨김), which would otherwise wait out every toast in front.
 */
export const TOAST_BEFORE_DIALOG_MS = 1000;

/**
 * Always mounted: shows the front of the page's dialog queue, one at a time, with focus on its
 * button; when the last is answered, focus goes back to what had it before the first. A toast
 * shows for its duration, or `TOAST_BEFORE_DIALOG_MS` when a dialog waits behind it.
 */
export function DialogHost() {
  const { dialogs } = useConsoleRuntime();
  const { settleCurrent } = dialogs;
  const snap = useSnapshot(dialogs.state);
  const current = snap.queue[0];
  // Read while rendering: two toasts with the same text differ only by id, and the snapshot only
  // re-renders for what the render read.
  const currentId = current?.id;
  const okRef = useRef<HTMLButtonElement>(null);
  // What had focus when the first of a run of dialogs opened: focus goes back there once the last
  // is answered (the ⋯ menu or button that asked), not to the page's start.
  const opener = useRef<HTMLElement | null>(null);
  // Whether a dialog (not a toast) waits behind the front: a toast in front then closes sooner.
  const dialogWaits = snap.queue.some((d, i) => i > 0 && d.kind !== 'toast');
  // When the front toast began to show (its id, the time).
  const shownSince = useRef<{ id: number; at: number } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one run per toast and whether a dialog waits
  useEffect(() => {
    if (current?.kind !== 'toast') return;
    if (shownSince.current?.id !== current.id) shownSince.current = { id: current.id, at: Date.now() };
    const shown = Date.now() - shownSince.current.at;
    const lasts = dialogWaits ? Math.min(current.durationMs, TOAST_BEFORE_DIALOG_MS) : current.durationMs;
    const timer = setTimeout(() => settleCurrent(true), Math.max(0, lasts - shown));
    return () => clearTimeout(timer);
  }, [currentId, dialogWaits]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one run per dialog (its id)
  useEffect(() => {
    const modal = current !== undefined && current.kind !== 'toast';
    if (modal && !opener.current && document.activeElement instanceof HTMLElement)
      opener.current = document.activeElement;
    if (!modal && opener.current) {
      const back = opener.current;
      opener.current = null;
      if (back.isConnected) back.focus();
    }
    if (!current || current.kind === 'toast') return;
    if (current.kind !== 'reason') okRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') settleCurrent(current.kind === 'alert' || current.kind === 'reveal');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [currentId]);
  return (
    <>
      <div className="c-toast-region" role="status" aria-live="polite">
        {current?.kind === 'toast' ? (
          <p key={currentId} className="c-toast">
            {current.message}
          </p>
        ) : null}
      </div>
      {current && current.kind !== 'toast'
        ? // Portalled to the end of <body> at the modal layer: an alert or confirm opened from a
          // screen popup (also a portal at --z-modal) comes after it, so it is on top.
          createPortal(
            <div className="c-overlay c-overlay--dialog">
              <div
                className="c-dialog"
                role="alertdialog"
                aria-modal="true"
                aria-labelledby={current.title ? `dlg-title-${current.id}` : undefined}
                aria-describedby={`dlg-msg-${current.id}`}
              >
                {current.title ? (
                  <h2 id={`dlg-title-${current.id}`} className="c-dialog__title">
                    {current.title}
                  </h2>
                ) : null}
                <p id={`dlg-msg-${current.id}`} className="c-dialog__message">
                  {current.message}
                </p>
                <Suspense fallback={null}>
                  {current.kind === 'reason' ? (
                    <ReasonForm key={current.id} request={current as never} settle={settleCurrent} />
                  ) : null}
                  {current.kind === 'reveal' ? (
                    <RevealList key={current.id} request={current as never} settle={settleCurrent} />
                  ) : null}
                </Suspense>
                {current.kind === 'reason' ? null : (
                  <div className="c-dialog__actions">
                    {current.kind === 'confirm' ? (
                      <button
                        type="button"
                        className="c-btn c-btn--secondary"
                        onClick={() => settleCurrent(false)}
                      >
                        {t('dialog.cancel')}
                      </button>
                    ) : null}
                    <button
                      ref={okRef}
                      type="button"
                      className="c-btn c-btn--primary"
                      onClick={() => settleCurrent(true)}
                    >
                      {current.kind === 'reveal' ? t('dialog.close') : t('dialog.ok')}
                    </button>
                  </div>
                )}
              </div>
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
