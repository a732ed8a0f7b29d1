import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The server-set metadata key naming an upload's owner (tusUploads.ts writes it). */
export const UPLOAD_OWNER_KEY = 'consoleOwner';

/** A resumable upload still in the tus folder (finished ones leave it at once). */
export interface PendingUpload {
  id: string;
  /** When it began (ms): its info file's creation date, else the time of its bytes; NaN if neither. */
  created: number;
  /** The length it declared (0 when unknown). */
  size: number;
  /** The user who began it, when its info file says. */
  owner: string | undefined;
}

/**
 * The uploads in the tus folder, read once from their info files (`<id>.json`): what the sweep
 * removes when old and what the upload quota counts per user.
 */
export async function pendingUploads(tusDir: string): Promise<PendingUpload[]> {
  const names = await readdir(tusDir).catch(() => [] as string[]);
  const ids = new Set(names.map((n) => n.replace(/\.json$/, '')));
  const found: PendingUpload[] = [];
  for (const id of ids) {
    const info = await readFile(join(tusDir, `${id}.json`), 'utf8')
      .then(
        (text) =>
          JSON.parse(text) as { size?: number; creation_date?: string; metadata?: Record<string, string> },
      )
      .catch(() => undefined);
    const created = info
      ? Date.parse(info.creation_date ?? '')
      : ((await stat(join(tusDir, id)).catch(() => undefined))?.mtimeMs ?? Number.NaN);
    found.push({ id, created, size: Number(info?.size) || 0, owner: info?.metadata?.[UPLOAD_OWNER_KEY] });
  }
  return found;
}
