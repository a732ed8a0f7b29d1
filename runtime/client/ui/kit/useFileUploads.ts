import { useEffect, useRef, useState } from 'react';
import type { FileMetaData } from '../../../../schemas/api/files.ts';
import type { FileServices } from '../../../core/files/index.ts';
import { t } from '../../i18n/index.ts';

/** The file API as the file field uses it (injected: the kit does no I/O of its own). */
export type FileFieldServices = FileServices<FileMetaData>;

/** One line of the list: a file going up, one that failed, or a stored one. */
export type FileRow =
  | { key: string; status: 'uploading'; name: string; size: number; loaded: number; local: File }
  | { key: string; status: 'failed'; name: string; size: number; error: string }
  | { key: string; status: 'stored'; name: string; size: number; stored: FileMetaData };

let nextKey = 0;
const keyOf = () => `f${++nextKey}`;
const messageOf = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);

/**
 * The rows of a file field and what changes them: files chosen go up one after another (the first
 * creates the set, the next append to it), each cancellable; a stored file can be removed; a set
 * the field did not make itself (an edit form's record) is listed. `onChange` gets the set's id,
 * `onBusy` whether uploads run.
 */
export function useFileUploads(o: {
  value: string;
  fileGrpId: string;
  services: FileFieldServices;
  onChange: (fileId: string) => void;
  onBusy?: ((busy: boolean) => void) | undefined;
}) {
  const [rows, setRows] = useState<FileRow[]>([]);
  const [listing, setListing] = useState<'idle' | 'loading' | { error: string }>('idle');
  const [announce, setAnnounce] = useState('');
  const latest = useRef(o);
  latest.current = o;
  /** The set id as this field knows it (its own uploads' answer, or the value it was given). */
  const fileId = useRef(o.value);
  /** The value whose files the list shows (null before the first look). */
  const shown = useRef<string | null>(null);
  const rowsNow = useRef(rows);
  rowsNow.current = rows;
  const controllers = useRef(new Map<string, AbortController>());
  const chain = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef(0);

  const update = (key: string, next: FileRow | null) =>
    setRows((prev) =>
      next ? prev.map((r) => (r.key === key ? next : r)) : prev.filter((r) => r.key !== key),
    );

  const busy = (delta: number) => {
    const before = pending.current;
    pending.current += delta;
    if ((before === 0) !== (pending.current === 0)) latest.current.onBusy?.(pending.current > 0);
  };

  // A set this field did not make (a record loaded or seeded, a reset to none): list its files.
  useEffect(() => {
    if (o.value === shown.current) return;
    shown.current = o.value;
    fileId.current = o.value;
    setRows((prev) => prev.filter((r) => r.status === 'uploading'));
    if (o.value === '') {
      setListing('idle');
      return;
    }
    let live = true;
    setListing('loading');
    latest.current.services.list(o.value).then(
      (files) => {
        if (!live) return;
        setListing('idle');
        setRows((prev) => [
          ...files.map(
            (f): FileRow => ({
              key: keyOf(),
              status: 'stored',
              name: f.orgFileNm,
              size: f.sizeBytes,
              stored: f,
            }),
          ),
          ...prev.filter((r) => r.status === 'uploading'),
        ]);
      },
      (e: unknown) => live && setListing({ error: messageOf(e, t('file.listFailed')) }),
    );
    return () => {
      live = false;
    };
  }, [o.value]);

  // Leaving the page stops what is still going up.
  useEffect(
    () => () => {
      for (const c of controllers.current.values()) c.abort();
      if (pending.current > 0) latest.current.onBusy?.(false);
    },
    [],
  );

  const uploadOne = async (key: string, file: File) => {
    const controller = controllers.current.get(key);
    if (!controller || controller.signal.aborted) return;
    try {
      const { fileId: id, file: stored } = await latest.current.services.upload(file, {
        fileGrpId: latest.current.fileGrpId,
        fileId: fileId.current || undefined,
        signal: controller.signal,
        onProgress: (loaded) =>
          setRows((prev) =>
            prev.map((r) => (r.key === key && r.status === 'uploading' ? { ...r, loaded } : r)),
          ),
      });
      update(key, { key, status: 'stored', name: stored.orgFileNm, size: stored.sizeBytes, stored });
      setAnnounce(t('file.uploaded', { name: stored.orgFileNm }));
      if (id !== fileId.current) {
        fileId.current = id;
        shown.current = id;
        latest.current.onChange(id);
      }
    } catch (e) {
      if (controller.signal.aborted) update(key, null);
      else
        update(key, {
          key,
          status: 'failed',
          name: file.name,
          size: file.size,
          error: messageOf(e, t('transport.uploadFailed')),
        });
    } finally {
      controllers.current.delete(key);
      busy(-1);
    }
  };

  return {
    rows,
    listing,
    announce,
    /** Starts uploading accepted files, in order. */
    add(files: readonly File[]) {
      const added: FileRow[] = files.map((local) => ({
        key: keyOf(),
        status: 'uploading',
        name: local.name,
        size: local.size,
        loaded: 0,
        local,
      }));
      setRows((prev) => [...prev, ...added]);
      for (const row of added) {
        if (row.status !== 'uploading') continue;
        controllers.current.set(row.key, new AbortController());
        busy(1);
        chain.current = chain.current.then(() => uploadOne(row.key, row.local));
      }
    },
    cancel(key: string) {
      controllers.current.get(key)?.abort();
      update(key, null);
    },
    dismiss(key: string) {
      update(key, null);
    },
    /** Removes a stored file after the user confirms; a failure's message, or undefined. */
    async remove(row: Extract<FileRow, { status: 'stored' }>): Promise<string | undefined> {
      const { services } = latest.current;
      if (!(await services.confirm(t('file.removeConfirm', { name: row.name })))) return undefined;
      try {
        await services.remove(row.stored.fileId, row.stored.fileNo);
      } catch (e) {
        return messageOf(e, t('file.removeFailed'));
      }
      const left = rowsNow.current.filter((r) => r.key !== row.key);
      setRows((prev) => prev.filter((r) => r.key !== row.key));
      // The set is empty now: the record has no attachments.
      if (!left.some((r) => r.status !== 'failed') && fileId.current !== '') {
        fileId.current = '';
        shown.current = '';
        latest.current.onChange('');
      }
      setAnnounce(t('file.removed', { name: row.name }));
      return undefined;
    },
  };
}
