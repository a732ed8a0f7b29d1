import { cancelDownloads } from '../../api/index.ts';
import { t } from '../../i18n/index.ts';
import { useConsoleRuntime, useDownloads } from '../../runtime/index.ts';
import './loading.css';

/**
 * Always mounted in the console: while a file downloads (and 1 s after the last one ends, spec
 * section 9) a bar at the bottom of the page with the bytes' percentage when the server sent a
 * length, announced politely, and a 취소 button that stops the running downloads.
 */
export function DownloadProgressBar() {
  const { downloads } = useConsoleRuntime();
  const { visible, active, percent, loaded, cancellable } = useDownloads();
  if (!visible) return null;
  const done = active === 0;
  const label = done ? t('download.done') : t('download.progress');
  const amount = percent !== null ? `${percent}%` : `${Math.round(loaded / 1024).toLocaleString('ko-KR')} KB`;
  return (
    <div className="c-download-bar" role="status" aria-live="polite">
      <div
        className="c-download-bar__track"
        role="progressbar"
        aria-label={t('download.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={done ? 100 : (percent ?? undefined)}
      >
        <div className="c-download-bar__fill" style={{ width: `${done ? 100 : (percent ?? 35)}%` }} />
      </div>
      <span className="c-download-bar__text">{done ? label : `${label} ${amount}`}</span>
      {!done && cancellable ? (
        <button type="button" className="c-download-bar__cancel" onClick={() => cancelDownloads(downloads)}>
          {t('download.cancel')}
        </button>
      ) : null}
    </div>
  );
}
