// Domain labels hold no dot, so the split between labels is unambiguous: the match is linear.
const EMAIL = /^[A-Za-z0-9_.-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;

/**
 * Email rule of spec section 5, anchored at both ends (fidelity.md): ASCII letters, digits, `_`,
 * `.` and `-` before `@`, then a domain of letters, digits and `-` with at least one dot and no
 * empty label. `+` and non-ASCII addresses are refused, as the spec lists no other characters.
 */
export function isEmail(s: unknown): boolean {
  return typeof s === 'string' && EMAIL.test(s);
}
