const PHONE = /^[0-9]{2,3}-[0-9]{3,4}-[0-9]{4}$/;

/** Telephone rule of spec section 5: 2-3, 3-4 and 4 ASCII digits, hyphen separated (`02-123-4567`). */
export function isPhone(s: unknown): boolean {
  return typeof s === 'string' && PHONE.test(s);
}
