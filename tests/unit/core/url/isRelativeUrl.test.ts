import { describe, expect, it } from 'vitest';
import { isRelativeUrl } from '../../../../runtime/core/url/index.ts';
import { randomStrings } from '../support/randomStrings.ts';

describe('isRelativeUrl: spec section 5', () => {
  it.each([
    ['/', true],
    ['/pubs/MP/CI/UI_FU_0018', true],
    ['/a/b/', true],
    ['/user@home/~me/100%25_x-y', true],
    ['', false],
    [' /a', false],
    ['/a ', false],
    ['a/b', false],
    ['//evil.example.com', false],
    ['/a//b', false],
    ['https://evil.example.com/a', false],
    ['/a?b=1', false],
    ['/a#top', false],
    ['/a.html', false],
    ['/../etc', false],
    ['/a\\b', false],
    ['/한글', false],
    ['/１２３', false],
    [`/${'a'.repeat(100_000)}`, true],
  ])('%j → %s', (input, expected) => {
    expect(isRelativeUrl(input)).toBe(expected);
  });

  it.each([null, undefined, 42, {}, ['/a']])('refuses a non-string %j', (input) => {
    expect(isRelativeUrl(input)).toBe(false);
  });

  it('never throws on random strings and passes only slash-led allowed characters', () => {
    for (const s of randomStrings(0x5eed01)) {
      const ok = isRelativeUrl(s);
      if (ok) expect(s).toMatch(/^\/[A-Za-z0-9@\-%_~/]*$/);
      expect(isRelativeUrl(`/${s}`)).toBe(/^[A-Za-z0-9@\-%_~]+(?:\/[A-Za-z0-9@\-%_~]+)*\/?$|^$/.test(s));
    }
  });
});
