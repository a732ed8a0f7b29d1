/**
 * Whether an `If-None-Match` header names one of `tags` (opaque values, without quotes or `W/`),
 * by RFC 9110's weak comparison; `*` matches anything.
 */
export function ifNoneMatchNames(header: string | undefined, tags: readonly string[]): boolean {
  if (!header) return false;
  for (const raw of header.split(',')) {
    const tag = raw.trim();
    if (tag === '*') return true;
    if (tags.includes(tag.replace(/^W\//, '').replace(/^"|"$/g, ''))) return true;
  }
  return false;
}
