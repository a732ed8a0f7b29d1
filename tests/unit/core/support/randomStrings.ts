// Seeded random input for the property tests: the same seed gives the same strings on every run.

import { prng } from '../../../support/prng.ts';

export { prng };

/** A random integer in [0, n). */
export function randomInt(rng: () => number, n: number): number {
  return Math.floor(rng() * n);
}

const fromRange = (lo: number, hi: number) => (rng: () => number) =>
  String.fromCodePoint(lo + randomInt(rng, hi - lo + 1));

/** Character pools the validators and helpers care about; each draw picks a pool, then a character. */
const POOLS: ReadonlyArray<(rng: () => number) => string> = [
  fromRange(0x20, 0x7e), // printable ASCII
  fromRange(0x30, 0x39), // ASCII digits
  (rng) => '-.@/:_~%'[randomInt(rng, 8)]!,
  fromRange(0xff10, 0xff19), // full-width digits
  fromRange(0xac00, 0xd7a3), // Hangul syllables
  (rng) => [' ', '\n', '\t', '\r', '\u3000'][randomInt(rng, 5)]!,
  fromRange(0x1f600, 0x1f64f), // emoji: surrogate pairs in UTF-16
  fromRange(0x0080, 0xd7ff), // any other BMP character below the surrogates
  fromRange(0x00, 0x1f), // control characters
];

/** A well-formed random string (no lone surrogates) of 0 to maxLength code points. */
export function randomString(rng: () => number, maxLength = 40): string {
  let out = '';
  for (let n = randomInt(rng, maxLength + 1); n > 0; n--) out += POOLS[randomInt(rng, POOLS.length)]!(rng);
  return out;
}

/** `count` random strings from `seed`, plus a few fixed hard cases (empty, very long). */
export function randomStrings(seed: number, count = 500, maxLength = 40): string[] {
  const rng = prng(seed);
  const out = ['', ' ', '0'.repeat(10_000), '가'.repeat(5_000), '1'.repeat(100_000)];
  for (let i = 0; i < count; i++) out.push(randomString(rng, maxLength));
  return out;
}

/** A random string of ASCII digits of exactly `length` characters. */
export function randomDigits(rng: () => number, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(rng, 10));
  return out;
}

/** A random local date-time from `fromYear` up to (not including) `toYear`, with milliseconds. */
export function randomLocalDate(rng: () => number, fromYear: number, toYear: number): Date {
  const field = (n: number) => randomInt(rng, n);
  return new Date(
    fromYear + field(toYear - fromYear),
    field(12),
    1 + field(28),
    field(24),
    field(60),
    field(60),
    field(1000),
  );
}
