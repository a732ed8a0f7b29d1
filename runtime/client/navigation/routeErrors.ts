import type { BrowserLogger } from '../logging/index.ts';
/** The page needs roles or an authority the user lacks: the 401 screen (`권한이 없습니다.`). */
export class ForbiddenError extends Error {
  readonly status: number;
  constructor(status = 401) {
    super('forbidden');
    this.name = 'ForbiddenError';
    this.status = status;
  }
}

/** Whether an error is a failed lazy-chunk import (a new build replaced the old chunks). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk \S+ failed/i.test(
    message,
  );
}

/**
 * A failed screen-chunk import, renamed so only our reload (one, with the 10 s marker) handles it:
 * TanStack Router's lazy component reloads on its own for errors worded as the browser words them,
 * which would add a second reload.
 */
export function asChunkLoadError(error: unknown): unknown {
  if (!isChunkLoadError(error) || (error instanceof Error && error.name === 'ChunkLoadError')) return error;
  const message = error instanceof Error ? error.message : String(error);
  const wrapped = new Error(`ChunkLoadError: ${message}`, { cause: error });
  wrapped.name = 'ChunkLoadError';
  return wrapped;
}

const MARKER = 'console:chunk-reload';

/**
 * Reloads once at the target route after a chunk-load error (spec section 2). The marker in
 * session storage expires after 10 s, so a second failure within that time shows the error instead
 * of looping. Returns whether a reload was started.
 */
export function reloadOnceForChunkError(
  target: string,
  env: { storage: Pick<Storage, 'getItem' | 'setItem'>; now: () => number; assign: (url: string) => void } = {
    storage: sessionStorage,
    now: Date.now,
    assign: (url) => window.location.assign(url),
  },
): boolean {
  const last = Number(env.storage.getItem(MARKER) ?? 0);
  if (env.now() - last < 10_000) return false;
  env.storage.setItem(MARKER, String(env.now()));
  env.assign(target);
  return true;
}

/**
 * What a page does with an error while it loads: one reload at `href` for a stale chunk (true: the
 * page is going away), otherwise the details go to the console (spec section 8), except for the
 * expected refusal of a forbidden page.
 */
export function reportLoadError(error: unknown, href: string, logger: BrowserLogger): boolean {
  if (isChunkLoadError(error)) return reloadOnceForChunkError(href);
  // The console and the server log, under the failed call's transaction id when there was one.
  if (!(error instanceof ForbiddenError)) logger.systemError(error);
  return false;
}
