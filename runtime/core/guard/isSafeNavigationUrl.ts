/**
 * Spec section 8: script-protocol URLs are refused, and external URLs only pass when their origin
 * is explicitly permitted. Relative URLs always pass.
 */
export function isSafeNavigationUrl(url: string, allowedOrigins: readonly string[] = []): boolean {
  const trimmed = url.trim();
  // Browsers ignore control characters and whitespace inside the scheme: `java\tscript:` runs.
  const compact = [...trimmed]
    .filter((ch) => ch.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();
  if (/^(javascript|vbscript|data):/.test(compact)) return false;
  if (/^\/(?!\/)/.test(trimmed) || /^[?#]/.test(trimmed)) return true;
  if (trimmed.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) {
    try {
      const origin = new URL(trimmed.startsWith('//') ? `https:${trimmed}` : trimmed).origin;
      return allowedOrigins.includes(origin);
    } catch {
      return false;
    }
  }
  return !compact.includes(':');
}
