import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Temporary upload files older than this were left by a crash (an upload never takes a day). */
const STALE_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes temporary upload files a crashed process left behind. Only old ones: another server
 * process sharing the folder may be receiving an upload right now.
 */
export async function sweepStaleTemps(tmpDir: string, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(tmpDir).catch(() => [] as string[])) {
    if (!name.endsWith('.part')) continue;
    const path = join(tmpDir, name);
    const info = await stat(path).catch(() => undefined);
    if (info && now - info.mtimeMs > STALE_MS) {
      await rm(path, { force: true });
      removed++;
    }
  }
  return removed;
}
