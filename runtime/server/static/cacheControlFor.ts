import { basename } from 'node:path';

/** Cache-Control of hashed build output under `assets/`: a year, never revalidated. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Cache-Control of the pages (`index.html`, `login.html`): always revalidate, so a new build is picked up on the next load. */
export const REVALIDATE_CACHE = 'no-cache';

/**
 * Cache-Control for a file of the client folder, by its path relative to that folder (either
 * separator; a `.br`/`.gz` sibling counts as its original). `undefined` keeps the default
 * (`public, max-age=0`).
 */
export function cacheControlFor(relativePath: string): string | undefined {
  const path = relativePath.replaceAll('\\', '/').replace(/\.(br|gz)$/, '');
  // Vite puts a content hash in every name under assets/, so a changed file gets a new URL.
  if (path.startsWith('assets/')) return IMMUTABLE_CACHE;
  if (basename(path).endsWith('.html')) return REVALIDATE_CACHE;
  return undefined;
}
