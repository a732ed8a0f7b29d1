import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { isRefusedProgramName, matchesAccept } from '../../../core/files/index.ts';
import { formatFileSize } from '../../../core/format/index.ts';
import { Button } from './Button.tsx';
import { RequiredMark, useFieldLines } from './FieldFrame.tsx';
import type { FieldProps } from './fieldProps.ts';
import { ImageWithFallback, NOT_FOUND_IMAGE } from './ImageWithFallback.tsx';
import { type FileFieldServices, type FileRow, useFileUploads } from './useFileUploads.ts';
import './file.css';
import { t } from '../../i18n/index.ts';

/** A file group's rules, as the initial data gives them. */
export interface FileGroupRule {
  fileGrpId: string;
  /** Comma-separated accept entries (`.pdf,image/*`); null for any type. */
  accept: string | null;
  maxSizeBytes: number;
}

/** Props of FileField: the field contract, the set id as its value, the group's rules and the file API. */
export interface FileFieldProps extends FieldProps {
  name: string;
  /** The file set's id; '' for none yet. */
  value: string;
  onChange(fileId: string): void;
  onBlur?: (() => void) | undefined;
  /** True while files go up, false when none does (a form waits before saving). */
  onBusy?: ((busy: boolean) => void) | undefined;
  /** The group's rules; undefined when the group is unknown (the field says so and takes nothing). */
  group: FileGroupRule | undefined;
  /** The group's id, for the unknown-group message. */
  fileGrpId: string;
  /** More than one file. Default false. */
  multiple?: boolean | undefined;
  /** The most files. Default 1, or 10 with `multiple`. */
  max?: number | undefined;
  services: FileFieldServices;
}

const acceptEntries = (accept: string | null) =>
  (accept ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);

/** Why a chosen file is refused before any byte is sent, in Korean, or undefined. */
function refusalOf(file: File, group: FileGroupRule): string | undefined {
  if (!matchesAccept([file], group.accept))
    return t('file.refusedType', { name: file.name, accept: acceptEntries(group.accept).join(', ') });
  if (isRefusedProgramName(file.name, group.accept)) return t('file.refusedProgram', { name: file.name });
  if (file.size > group.maxSizeBytes)
    return t('file.refusedSize', { name: file.name, max: formatFileSize(group.maxSizeBytes) });
  if (file.size === 0) return t('file.refusedEmpty', { name: file.name });
  return undefined;
}

/** A stored image's thumbnail (through `preview`, which reads it with the user's tokens). */
function StoredThumb({
  row,
  services,
}: {
  row: Extract<FileRow, { status: 'stored' }>;
  services: FileFieldServices;
}) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let url: string | null = null;
    if (!services.preview) {
      setSrc(NOT_FOUND_IMAGE);
      return;
    }
    services.preview(row.stored).then(
      (u) => {
        url = u;
        if (live) setSrc(u);
        else URL.revokeObjectURL(u);
      },
      () => live && setSrc(NOT_FOUND_IMAGE),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [row.stored, services]);
  return src ? <ImageWithFallback className="c-file__thumb" src={src} alt="" width={48} height={48} /> : null;
}

/** A file still going up: its own bytes as the thumbnail. */
function LocalThumb({ file }: { file: File }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return src ? <ImageWithFallback className="c-file__thumb" src={src} alt="" width={48} height={48} /> : null;
}

/**
 * A form field for attachments. A drop zone with a real 파일 선택 button (keyboard operable) takes
 * files, checked before any byte is sent against the group's accept list, program names, its
 * maximum size, `max` and empty files (the Korean refusals of the file API). Each accepted file goes
 * up at once, one after another, with its progress and 취소; a stored file shows its size, a
 * thumbnail for an image, its name as a download and 삭제. The value is the set's id: the first
 * upload creates the set, the next ones append to it; a set given as the value (an edit form) is
 * listed.
 */
export function FileField({
  label,
  hint,
  error,
  required,
  disabled,
  name,
  value,
  onChange,
  onBlur,
  onBusy,
  group,
  fileGrpId,
  multiple = false,
  max,
  services,
}: FileFieldProps) {
  const most = max ?? (multiple ? 10 : 1);
  const uploads = useFileUploads({ value, fileGrpId, services, onChange, onBusy });
  const [refusals, setRefusals] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const off = disabled || !group;
  const taken = uploads.rows.filter((r) => r.status !== 'failed').length;
  const full = taken >= most;
  const listError = typeof uploads.listing === 'object' ? uploads.listing.error : undefined;
  const unknownGroup = group ? undefined : t('file.unknownGroup', { group: fileGrpId });
  const shownError =
    error ?? unknownGroup ?? (refusals.length ? refusals.join('\n') : undefined) ?? listError;
  const rules = group
    ? [
        group.accept
          ? t('file.acceptList', { accept: acceptEntries(group.accept).join(', ') })
          : t('file.acceptAll'),
        t('file.maxSize', { size: formatFileSize(group.maxSizeBytes) }),
        t('file.maxCount', { count: most }),
      ].join(' · ')
    : undefined;
  const { describedBy, lines } = useFieldLines(hint, undefined, shownError);
  const rulesId = `${inputId}-rules`;
  const buttonDescribedBy = [rules ? rulesId : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined;

  const take = (chosen: readonly File[]) => {
    if (off || !group || chosen.length === 0) return;
    const refused: string[] = [];
    const accepted: File[] = [];
    for (const file of chosen) {
      const why = refusalOf(file, group);
      if (why) refused.push(why);
      else if (taken + accepted.length >= most) {
        if (!refused.includes(t('file.tooMany', { count: most })))
          refused.push(t('file.tooMany', { count: most }));
      } else accepted.push(file);
    }
    setRefusals(refused);
    if (accepted.length) uploads.add(accepted);
    onBlur?.();
  };

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    take([...(e.dataTransfer?.files ?? [])]);
  };

  return (
    <fieldset className="c-file" aria-describedby={describedBy}>
      <legend className="c-field__label">
        {label}
        <RequiredMark required={required} />
      </legend>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer convenience; 파일 선택 is the keyboard's way */}
      <div
        className={`c-file__drop${dragging ? ' is-dragover' : ''}${off ? ' is-disabled' : ''}`}
        onDragEnter={(e) => {
          e.preventDefault();
          if (!off) setDragging(true);
        }}
        onDragOver={(e) => e.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <span className="c-file__drop-text">{t('file.dropHint')}</span>
        <Button
          variant="secondary"
          disabled={off || full}
          aria-describedby={buttonDescribedBy}
          onClick={() => input.current?.click()}
        >
          {t('file.choose')}
        </Button>
        <input
          ref={input}
          id={inputId}
          className="c-visually-hidden"
          type="file"
          name={name}
          tabIndex={-1}
          aria-hidden="true"
          accept={group?.accept ?? undefined}
          multiple={multiple}
          disabled={off}
          onChange={(e) => {
            take([...(e.currentTarget.files ?? [])]);
            e.currentTarget.value = '';
          }}
        />
        {rules ? (
          <span id={rulesId} className="c-file__rules">
            {rules}
          </span>
        ) : null}
      </div>
      {uploads.listing === 'loading' ? <p className="c-file__status">{t('file.listing')}</p> : null}
      {uploads.rows.length ? (
        <ul className="c-file__list">
          {uploads.rows.map((row) => (
            <li key={row.key} className={`c-file__item is-${row.status}`}>
              {row.status === 'stored' && row.stored.mimeType.startsWith('image/') ? (
                <StoredThumb row={row} services={services} />
              ) : row.status === 'uploading' && row.local.type.startsWith('image/') ? (
                <LocalThumb file={row.local} />
              ) : null}
              <div className="c-file__main">
                {row.status === 'stored' ? (
                  <button
                    type="button"
                    className="c-file__name"
                    aria-label={t('file.download', { name: row.name })}
                    onClick={() => void services.download(row.stored)}
                  >
                    {row.name}
                  </button>
                ) : (
                  <span className="c-file__name">{row.name}</span>
                )}
                <span className="c-file__size">{formatFileSize(row.size)}</span>
                {row.status === 'uploading' ? (
                  <div
                    className="c-file__progress"
                    role="progressbar"
                    aria-label={t('file.progress', { name: row.name })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={row.size ? Math.min(100, Math.round((row.loaded / row.size) * 100)) : 0}
                  >
                    <div
                      className="c-file__progress-fill"
                      style={{ width: `${row.size ? Math.min(100, (row.loaded / row.size) * 100) : 0}%` }}
                    />
                  </div>
                ) : null}
                {row.status === 'failed' ? (
                  <p className="c-file__error" role="alert">
                    {row.error}
                  </p>
                ) : null}
              </div>
              {row.status === 'uploading' ? (
                <Button
                  variant="text"
                  aria-label={t('file.cancelUpload', { name: row.name })}
                  onClick={() => uploads.cancel(row.key)}
                >
                  {t('dialog.cancel')}
                </Button>
              ) : row.status === 'failed' ? (
                <Button
                  variant="text"
                  aria-label={t('file.dismiss', { name: row.name })}
                  onClick={() => uploads.dismiss(row.key)}
                >
                  {t('dialog.close')}
                </Button>
              ) : (
                <Button
                  variant="text"
                  aria-label={t('file.remove', { name: row.name })}
                  disabled={disabled}
                  onClick={async () => {
                    const failure = await uploads.remove(row);
                    setRefusals(failure ? [failure] : []);
                  }}
                >
                  {t('file.delete')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="c-visually-hidden" aria-live="polite">
        {uploads.announce}
      </p>
      {lines}
    </fieldset>
  );
}
