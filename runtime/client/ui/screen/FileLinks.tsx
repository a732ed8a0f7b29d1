import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { FileMetaData } from '../../../../schemas/api/files.ts';
import { formatFileSize } from '../../../core/format/index.ts';
import { t } from '../../i18n/index.ts';
import { useScreen } from './screenContext.ts';
import { useFileServices } from './useFileServices.ts';

type Listed =
  | { status: 'loading' }
  | { status: 'ready'; files: FileMetaData[] }
  | { status: 'failed'; error: string };

/**
 * The files of a set as download buttons with their sizes (a `files` block, a grid's `files`
 * column). Read when shown and again after the screen's writes; `emptyText` when the set is empty
 * or there is none; a failed read says so in Korean.
 */
export function FileLinks({ fileId, emptyText }: { fileId: string; emptyText: string }) {
  const services = useFileServices();
  const { reloads } = useSnapshot(useScreen().state);
  const [listed, setListed] = useState<Listed>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read after the screen's writes
  useEffect(() => {
    if (fileId === '') {
      setListed({ status: 'ready', files: [] });
      return;
    }
    let live = true;
    services.list(fileId).then(
      (files) => live && setListed({ status: 'ready', files }),
      (e: unknown) =>
        live &&
        setListed({
          status: 'failed',
          error: e instanceof Error && e.message ? e.message : t('file.listFailed'),
        }),
    );
    return () => {
      live = false;
    };
  }, [fileId, services, reloads]);
  if (listed.status === 'loading') return <span className="c-file-links__status">{t('file.listing')}</span>;
  if (listed.status === 'failed')
    return (
      <span className="c-file-links__status is-error" role="alert">
        {listed.error}
      </span>
    );
  if (listed.files.length === 0) return <span className="c-file-links__status">{emptyText}</span>;
  return (
    <ul className="c-file-links">
      {listed.files.map((f) => (
        <li key={f.fileNo}>
          <button
            type="button"
            className="c-file-links__name"
            aria-label={t('screen.fileLinkDownload', {
              name: f.orgFileNm,
              size: formatFileSize(f.sizeBytes),
            })}
            onClick={() => void services.download(f)}
          >
            {f.orgFileNm}
          </button>
          <span className="c-file-links__size">{formatFileSize(f.sizeBytes)}</span>
        </li>
      ))}
    </ul>
  );
}
