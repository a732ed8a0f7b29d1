import { checkPassword, PASSWORD_SPECIALS } from './passwordRules.ts';

const KINDS = ['ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz', '0123456789', PASSWORD_SPECIALS];
const ALL = KINDS.join('');

/**
 * A random password that passes `checkPassword` (for `userId` too): `length` characters (default
 * 16, about 98 bits; 8-20) with at least one of each kind. `randomInt(n)` must give a uniform,
 * cryptographically strong integer in [0, n): node's `crypto.randomInt` on the server.
 */
export function generatePassword(
  randomInt: (max: number) => number,
  options: { length?: number; userId?: string } = {},
): string {
  const length = Math.min(20, Math.max(8, options.length ?? 16));
  for (;;) {
    const chars = KINDS.map((kind) => kind[randomInt(kind.length)]!);
    while (chars.length < length) chars.push(ALL[randomInt(ALL.length)]!);
    // Fisher-Yates, so the guaranteed kinds sit anywhere.
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
    }
    const password = chars.join('');
    if (checkPassword(password, options.userId ? { userId: options.userId } : {}) === undefined)
      return password;
  }
}
