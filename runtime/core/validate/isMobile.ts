const MOBILE = /^01[016789]-?[0-9]{3,4}-?[0-9]{4}$/;

/**
 * Mobile rule of spec section 5: `01` then 0, 1, 6, 7, 8 or 9, then 3-4 digits, then 4 digits;
 * hyphens optional, each on its own (`010-1234-5678`, `01012345678`, `010-12345678`), as the spec
 * reads.
 */
export function isMobile(s: unknown): boolean {
  return typeof s === 'string' && MOBILE.test(s);
}
