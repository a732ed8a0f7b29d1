const RELATIVE_URL = /^\/(?:[A-Za-z0-9@\-%_~]+(?:\/[A-Za-z0-9@\-%_~]+)*\/?)?$/;

/**
 * Relative URL rule of spec section 5: starts with `/`, and every path segment holds only
 * letters, digits and `@ - % _ ~`. Empty segments are refused, so `//host` (protocol-relative)
 * never passes: this is what keeps return URLs from becoming open redirects.
 */
export function isRelativeUrl(s: unknown): boolean {
  return typeof s === 'string' && RELATIVE_URL.test(s);
}
