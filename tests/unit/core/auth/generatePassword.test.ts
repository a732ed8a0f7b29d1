import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkPassword, generatePassword } from '../../../../runtime/core/auth/index.ts';

describe('generatePassword', () => {
  it('gives passwords the password rules accept, 16 characters by default, never twice the same', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const p = generatePassword(randomInt, { userId: 'admin' });
      expect(p).toHaveLength(16);
      expect(checkPassword(p, { userId: 'admin' }), p).toBeUndefined();
      // Every kind, not just three.
      for (const kind of [/[A-Z]/, /[a-z]/, /[0-9]/, /[!@#$%^&*()]/]) expect(p).toMatch(kind);
      seen.add(p);
    }
    expect(seen.size).toBe(500);
  });

  it('keeps the length within the rule (8-20)', () => {
    expect(generatePassword(randomInt, { length: 4 })).toHaveLength(8);
    expect(generatePassword(randomInt, { length: 40 })).toHaveLength(20);
  });

  it('draws again when the result contains the user id', () => {
    // A "random" source that first spells the id, then behaves.
    const script = [0, 0, 0, 0, ...Array(12).fill(0)];
    let n = 0;
    const rigged = (max: number) => (n < script.length ? script[n++]! % max : randomInt(max));
    const p = generatePassword(rigged, { userId: 'AAAA' });
    expect(checkPassword(p, { userId: 'AAAA' })).toBeUndefined();
  });
});
