import { Download, Upload } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import type { ImportSpec } from '../../../../schemas/blocks/index.ts';
import { formatFileSize } from '../../../core/format/index.ts';
import { tImport } from '../../i18n/index.ts';
import { useConfig, useConsoleRuntime } from '../../runtime/index.ts';
import { Button, DataGrid, type GridRow, Modal, Steps } from '../kit/index.ts';
import {
  type BatchResult,
  checkImportFile,
  downloadErrors,
  downloadTemplate,
  type ImportPreview,
  sendBatches,
} from './importFlow.ts';
import './import.css';

/** Props of ImportDialog. */
export interface ImportDialogProps {
  spec: ImportSpec;
  /** The grid's id: the import as its screen declares it. */
  importId: string;
  /** Dialog title (the button's label). */
  title: string;
  onClose: (sent: boolean) => void;
}

type Phase = 'file' | 'checking' | 'preview' | 'sending' | 'done';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const LINE = '__line';

/**
 * 엑셀 일괄 등록 of a grid: 파일 선택 (the template to download, a file to upload), 검사 결과 (the
 * server's counts, the rows in error with each message under its cell, a file of them to fix), and
 * 등록 (the valid rows sent batch by batch under a progress bar, then what was registered and which
 * rows were refused and why). Closing after a send reloads the grid.
 */
export function ImportDialog({ spec, importId, title, onClose }: ImportDialogProps) {
  const runtime = useConsoleRuntime();
  const { files } = useConfig();
  const inputId = useId();
  const [phase, setPhase] = useState<Phase>('file');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [uploaded, setUploaded] = useState<number | null>(null);
  const [preview, setPreview] = useState<ImportPreview>();
  const [results, setResults] = useState<BatchResult[]>([]);
  const stopped = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const limits = tImport('import.limits', {
    size: formatFileSize(files.importMaxBytes),
    rows: files.importMaxRows.toLocaleString('ko-KR'),
  });

  /** What is wrong with a chosen file before it is sent (its kind, its size), if anything. */
  const problemOf = (chosen: File | null): string | undefined =>
    !chosen
      ? tImport('import.chooseFile')
      : !/\.(xlsx|csv)$/i.test(chosen.name)
        ? tImport('import.wrongType')
        : chosen.size > files.importMaxBytes
          ? tImport('import.tooLarge', { size: formatFileSize(files.importMaxBytes) })
          : undefined;

  const take = (chosen: File | null) => {
    setError(chosen ? problemOf(chosen) : undefined);
    setFile(chosen);
  };

  const check = async () => {
    // The server's refusal of the last try is not in the way of the next (a fixed file, or the same).
    const problem = problemOf(file);
    if (problem || !file) return setError(problem);
    setError(undefined);
    setPhase('checking');
    setUploaded(null);
    try {
      setPreview(await checkImportFile(runtime, spec, importId, file, setUploaded));
      setPhase('preview');
    } catch (e) {
      setError(messageOf(e));
      setPhase('file');
    }
  };

  const send = async () => {
    if (!preview) return;
    setPhase('sending');
    stopped.current = false;
    try {
      await sendBatches(
        runtime,
        spec,
        importId,
        preview,
        (r) => setResults((all) => [...all, r]),
        () => stopped.current,
      );
    } catch (e) {
      setError(messageOf(e));
    }
    setPhase('done');
  };

  const again = () => {
    setPreview(undefined);
    setResults([]);
    setFile(null);
    setError(undefined);
    setPhase('file');
  };

  const last = results.at(-1);
  const done = last?.done ?? 0;
  const failed = last?.failed ?? 0;
  const processed = results.reduce((n, r) => n + r.rows, 0);
  const refused = results.filter((r) => !r.ok);
  const step =
    phase === 'file' || phase === 'checking' ? 0 : phase === 'preview' ? 1 : phase === 'sending' ? 2 : 3;
  const close = () => {
    stopped.current = true;
    onClose(results.some((r) => r.ok));
  };

  const footer =
    phase === 'file' || phase === 'checking' ? (
      <>
        <Button onClick={close}>{tImport('import.cancel')}</Button>
        <Button
          variant="primary"
          icon={<Upload size={16} aria-hidden="true" />}
          busy={phase === 'checking'}
          onClick={() => void check()}
        >
          {tImport('import.check')}
        </Button>
      </>
    ) : phase === 'preview' && preview ? (
      <>
        <Button onClick={again}>{tImport('import.again')}</Button>
        <Button variant="primary" disabled={preview.valid === 0} onClick={() => void send()}>
          {tImport('import.send', { valid: preview.valid.toLocaleString('ko-KR') })}
        </Button>
      </>
    ) : phase === 'sending' ? (
      <Button
        onClick={() => {
          stopped.current = true;
        }}
      >
        {tImport('import.cancel')}
      </Button>
    ) : (
      <Button variant="primary" onClick={close}>
        {tImport('import.close')}
      </Button>
    );

  return (
    <Modal open title={title} size="large" onClose={close} closeButton={phase === 'preview'} footer={footer}>
      <div className="c-import">
        <Steps
          steps={[tImport('import.stepFile'), tImport('import.stepCheck'), tImport('import.stepSend')]}
          current={step}
        />
        {phase === 'file' || phase === 'checking' ? (
          <>
            <p className="c-text">{tImport('import.intro')}</p>
            <div className="c-import__template">
              <Button
                icon={<Download size={16} aria-hidden="true" />}
                onClick={() =>
                  void downloadTemplate(runtime, spec, importId).catch((e) => setError(messageOf(e)))
                }
              >
                {tImport('import.template')}
              </Button>
            </div>
            <fieldset className="c-field c-import__field">
              <legend className="c-field__label">{tImport('import.file')}</legend>
              {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer convenience; 파일 선택 is the keyboard's way */}
              <div
                className={`c-import__drop${dragging ? ' is-dragover' : ''}`}
                onDragEnter={(e) => {
                  e.preventDefault();
                  setDragging(true);
                }}
                onDragOver={(e) => e.preventDefault()}
                onDragLeave={() => setDragging(false)}
                onDrop={(e) => {
                  e.preventDefault();
                  setDragging(false);
                  if (phase === 'file') take(e.dataTransfer.files[0] ?? null);
                }}
              >
                <Button
                  disabled={phase === 'checking'}
                  aria-describedby={`${inputId}-hint`}
                  onClick={() => input.current?.click()}
                >
                  {tImport('import.choose')}
                </Button>
                <span className="c-import__file" aria-live="polite">
                  {file ? `${file.name} (${formatFileSize(file.size)})` : tImport('import.noFile')}
                </span>
              </div>
              <input
                ref={input}
                id={inputId}
                className="c-visually-hidden"
                type="file"
                tabIndex={-1}
                aria-hidden="true"
                accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
                onChange={(e) => {
                  take(e.currentTarget.files?.[0] ?? null);
                  e.currentTarget.value = '';
                }}
              />
              <p
                id={`${inputId}-hint`}
                className={`c-field__hint ${error ? 'is-invalid' : 'c-field__hint--plain'}`}
                role={error ? 'alert' : undefined}
              >
                {error ?? limits}
              </p>
            </fieldset>
            {phase === 'checking' ? (
              <p className="c-text" role="status">
                {tImport('import.checking')}
                {uploaded !== null && uploaded < 100 ? ` ${uploaded}%` : ''}
              </p>
            ) : null}
          </>
        ) : null}
        {phase === 'preview' && preview ? (
          <PreviewView spec={spec} importId={importId} preview={preview} />
        ) : null}
        {(phase === 'sending' || phase === 'done') && preview ? (
          <div className="c-import__send">
            <div
              className="c-import__progress"
              role="progressbar"
              aria-label={tImport('import.progressLabel')}
              aria-valuemin={0}
              aria-valuemax={preview.valid}
              aria-valuenow={processed}
              aria-valuetext={tImport('import.progress', { done: processed, total: preview.valid })}
            >
              <div
                className="c-import__progress-fill"
                style={{ width: `${preview.valid ? Math.min(100, (processed / preview.valid) * 100) : 0}%` }}
              />
            </div>
            <p className="c-text">
              {tImport('import.progress', {
                done: processed.toLocaleString('ko-KR'),
                total: preview.valid.toLocaleString('ko-KR'),
              })}
            </p>
            {phase === 'done' ? (
              <p className="c-import__result" role="status">
                {failed || refused.length || error
                  ? tImport('import.donePartly', {
                      done: done.toLocaleString('ko-KR'),
                      failed: (preview.valid - done).toLocaleString('ko-KR'),
                    })
                  : processed < preview.valid
                    ? tImport('import.stopped', { done: done.toLocaleString('ko-KR') })
                    : tImport('import.doneAll', { done: done.toLocaleString('ko-KR') })}
              </p>
            ) : null}
            {error ? (
              <p className="c-field__hint is-invalid" role="alert">
                {error}
              </p>
            ) : null}
            {refused.length ? (
              <ul className="c-import__failures">
                {refused.map((r) => (
                  <li key={r.batchNo}>
                    {tImport('import.batchFailed', {
                      first: r.firstLine,
                      last: r.lastLine,
                      message: r.message ?? '',
                    })}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
    </Modal>
  );
}

/** The counts, and the rows in error with each message under its cell (a table of the import's columns). */
function PreviewView({
  spec,
  importId,
  preview,
}: {
  spec: ImportSpec;
  importId: string;
  preview: ImportPreview;
}) {
  const runtime = useConsoleRuntime();
  const [error, setError] = useState<string>();
  const columns = useMemo(
    () => [
      {
        key: LINE,
        label: tImport('import.line'),
        width: '4rem',
        align: 'right' as const,
        pin: 'left' as const,
      },
      // A date, a number or a phone number stays on one line (the message under it wraps).
      ...spec.columns.map((c) => ({
        key: c.key,
        label: c.label,
        nowrap: c.type !== 'text' || c.validators.some((v) => v === 'mobile' || v === 'phone'),
      })),
    ],
    [spec.columns],
  );
  const rows = useMemo(
    () => preview.errors.map((r) => ({ ...r.cells, [LINE]: r.line, __errors: r.errors }) as GridRow),
    [preview.errors],
  );
  const n = (v: number) => v.toLocaleString('ko-KR');
  return (
    <div className="c-import__preview">
      <p className="c-import__summary" role="status">
        {tImport('import.summary', {
          total: n(preview.total),
          valid: n(preview.valid),
          invalid: n(preview.invalid),
        })}
      </p>
      {preview.invalid === 0 ? <p className="c-text">{tImport('import.allValid')}</p> : null}
      {preview.valid === 0 ? <p className="c-field__hint is-invalid">{tImport('import.noneValid')}</p> : null}
      {preview.invalid > 0 ? (
        <>
          <div className="c-import__errors-head">
            <h3 className="c-heading c-heading--3">{tImport('import.errorsTitle')}</h3>
            <Button
              icon={<Download size={16} aria-hidden="true" />}
              onClick={() =>
                void downloadErrors(runtime, spec, importId, preview.jobId).catch((e) =>
                  setError(messageOf(e)),
                )
              }
            >
              {tImport('import.errorFile')}
            </Button>
          </div>
          <p className="c-field__hint c-field__hint--plain">{tImport('import.errorFileHint')}</p>
          {error ? (
            <p className="c-field__hint is-invalid" role="alert">
              {error}
            </p>
          ) : null}
          {preview.invalid > preview.errors.length ? (
            <p className="c-field__hint c-field__hint--plain">
              {tImport('import.errorsMore', { shown: n(preview.errors.length) })}
            </p>
          ) : null}
          <DataGrid
            columns={columns}
            rows={rows}
            caption={tImport('import.errorsTitle')}
            hideCaption
            pageSize={10}
            mobile="scroll"
            renderCell={(row, column) => {
              const text = String(row[column.key] ?? '');
              const problem = (row.__errors as Record<string, string>)[column.key];
              if (!problem) return text;
              return (
                <span className="c-import__bad">
                  <span className="c-import__value">{text || '-'}</span>
                  <span className="c-import__message">{problem}</span>
                </span>
              );
            }}
          />
        </>
      ) : null}
    </div>
  );
}
