/** How far a bridge token's time may be from now, either way (spec section 9, fidelity.md). */
export const BRIDGE_TOKEN_VALIDITY_MS = 10_000;

/**
 * Local `yyyyMMddHHmmss` of a time (written out here rather than with date-fns, so the bridge adds
 * no date library to the pages).
 */
function localStamp(at: Date | number): string {
  const d = new Date(at);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
}
const TOKEN = /^[0-9]{20}$/;
/** The random part is below this value (spec section 9). */
const RANDOM_BOUND = 9000;

function digitSum(s: string): number {
  let sum = 0;
  for (const ch of s) sum += ch.charCodeAt(0) - 48;
  return sum;
}

/**
 * A native bridge token (spec section 9): `now` as local `yyyyMMddHHmmss`, then a 6-digit random
 * part below 9000, stepped from a random start until the digit sum of the whole token mod 17 is 3.
 * `random` (default Math.random) returns a number in [0, 1), like Math.random.
 */
export function createBridgeToken(now: Date | number, random: () => number = Math.random): string {
  const time = localStamp(now);
  const start = Math.floor(random() * RANDOM_BOUND) % RANDOM_BOUND;
  // Part values below 9000 have digit sums 0..35, which cover every residue mod 17: this ends.
  for (let step = 0; step < RANDOM_BOUND; step++) {
    const token = time + String((start + step) % RANDOM_BOUND).padStart(6, '0');
    if (digitSum(token) % 17 === 3) return token;
  }
  throw new Error('unreachable: no bridge token part found');
}

/**
 * Bridge token check of spec section 5: 20 ASCII digits, a digit sum mod 17 of 3, and a time
 * within `validityMs` (10 s, `mobile.hybrid.tokenSecurity.validitySeconds`) of `now` in EITHER
 * direction (fidelity.md), compared at whole seconds, the token's
 * resolution. The time is matched against the local clock's own readings of now ± 10 s, so a
 * date that does not exist never passes and a daylight-saving change cannot shift it an hour.
 * The random part's 9000 bound is how tokens are made, not checked here.
 */
export function isValidBridgeToken(
  token: unknown,
  now: Date | number,
  validityMs: number = BRIDGE_TOKEN_VALIDITY_MS,
): boolean {
  if (typeof token !== 'string' || !TOKEN.test(token) || digitSum(token) % 17 !== 3) return false;
  const nowSeconds = Math.floor(new Date(now).getTime() / 1000) * 1000;
  if (!Number.isFinite(nowSeconds)) return false;
  const time = token.slice(0, 14);
  const steps = Math.max(0, Math.floor(validityMs / 1000));
  for (let k = -steps; k <= steps; k++) if (localStamp(nowSeconds + k * 1000) === time) return true;
  return false;
}
