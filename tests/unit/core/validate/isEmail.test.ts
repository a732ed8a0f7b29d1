import { describe, expect, it } from 'vitest';
import { isEmail } from '../../../../runtime/core/validate/index.ts';
import { randomStrings } from '../support/randomStrings.ts';

describe('isEmail: spec section 5, anchored at both ends', () => {
  it.each([
    ['contact@kgc.co.kr', true],
    ['hong.gildong@example.com', true],
    ['a_b-c.d@sub-domain.example.org', true],
    ['123@456.78', true],
    ['a@b.c', true],
    ['contact@kgc', false],
    ['contact@@kgc.co.kr', false],
    ['@kgc.co.kr', false],
    ['contact@', false],
    ['contact@.kr', false],
    ['contact@kgc..kr', false],
    ['contact@kgc.kr.', false],
    ['con tact@kgc.co.kr', false],
    ['contact@kgc.co.kr ', false],
    ['x contact@kgc.co.kr', false], // unanchored patterns would find an address inside
    ['contact@kgc.co.kr<script>', false],
    ['a+tag@example.com', false],
    ['홍길동@example.com', false],
    ['contact@예시.kr', false],
    ['１２３@example.com', false],
    ['', false],
    [`${'a'.repeat(50_000)}@${'b.'.repeat(25_000)}`, false],
  ])('%j → %s', (input, expected) => {
    expect(isEmail(input)).toBe(expected);
  });

  it.each([null, undefined, 1, { email: 'a@b.c' }])('refuses a non-string %j', (input) => {
    expect(isEmail(input)).toBe(false);
  });

  it('never throws on random strings, and stays fast on a long near-miss', () => {
    for (const s of randomStrings(0x5eed08)) expect(typeof isEmail(s)).toBe('boolean');
    const started = Date.now();
    expect(isEmail(`a@${'b-'.repeat(100_000)}`)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
