import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** File the build writes into the client folder; only its `buildId` field is read here. */
export const BUILD_META_FILE = 'build-meta.json';

/**
 * The `buildId` of `<clientDir>/build-meta.json`, or `null` when there is no client folder, no file,
 * unreadable JSON or no non-empty string field. `read` defaults to reading the file as UTF-8.
 */
export async function readBuildId(
  clientDir: string | undefined,
  read: (path: string) => Promise<string> = (path) => readFile(path, 'utf8'),
): Promise<string | null> {
  if (clientDir === undefined) return null;
  try {
    const meta: unknown = JSON.parse(await read(join(clientDir, BUILD_META_FILE)));
    const buildId = (meta as { buildId?: unknown } | null)?.buildId;
    return typeof buildId === 'string' && buildId !== '' ? buildId : null;
  } catch {
    // A missing or half-written file must not stop the server; health just reports no build.
    return null;
  }
}
