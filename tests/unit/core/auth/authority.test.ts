import { describe, expect, it } from 'vitest';
import {
  functionsOnMenu,
  hasFunctionAuthority,
  hasMenuAuthority,
  menuAuthorityIndex,
} from '../../../../runtime/core/auth/index.ts';
import { prng, randomInt, randomStrings } from '../support/randomStrings.ts';

// Authority strings are menuId:programId:functionId (fidelity.md).
const roles = ['M100:P100:F01', 'M200:M210', 'M300:P300:F02:extra', 'LONE', ''];

describe('hasMenuAuthority: some role part 0 or 1 equals the menu (spec section 6)', () => {
  it.each<[readonly string[], string, boolean]>([
    [roles, 'M100', true],
    [roles, 'P100', true], // part 1
    [roles, 'M200', true],
    [roles, 'M210', true],
    [roles, 'M300', true],
    [roles, 'F01', false], // part 2 is a function, not a menu
    [roles, 'LONE', false], // fewer than 2 parts grants nothing
    [roles, 'M10', false],
    [roles, 'm100', false],
    [roles, '', false],
    [[':'], '', true], // an empty menu id matches an empty part
    [[], 'M100', false],
    [['M100 :P'], 'M100', false],
  ])('%j, %j → %s', (r, menuId, expected) => {
    expect(hasMenuAuthority(r, menuId)).toBe(expected);
    expect(menuAuthorityIndex(r)(menuId)).toBe(expected);
  });
});

describe('hasFunctionAuthority: part 0 is the current menu, part 2 the function (spec section 6)', () => {
  it.each<[readonly string[], string | null | undefined, string, boolean]>([
    [roles, 'M100', 'F01', true],
    [roles, 'M300', 'F02', true],
    [roles, 'M100', 'F02', false],
    [roles, 'P100', 'F01', false], // part 1 does not count here
    [roles, 'M200', 'M210', false],
    [roles, 'M200', '', false], // no third part
    [roles, null, 'ANY', true], // no current menu: granted
    [roles, undefined, 'ANY', true],
    [roles, '', 'ANY', true],
    [[], null, 'F01', true],
    [[], 'M100', 'F01', false],
    [['M100:P100:f01'], 'M100', 'F01', false],
  ])('%j, %j, %j → %s', (r, menu, fnc, expected) => {
    expect(hasFunctionAuthority(r, menu, fnc)).toBe(expected);
  });
});

describe('authority on random roles', () => {
  it('never throws, and the index agrees with hasMenuAuthority', () => {
    const rng = prng(0x5eed90);
    const strings = randomStrings(0x5eed91, 300, 8).slice(5);
    for (let i = 0; i < 300; i++) {
      const r = Array.from({ length: randomInt(rng, 5) }, () => {
        const parts = Array.from(
          { length: 1 + randomInt(rng, 4) },
          () => strings[randomInt(rng, strings.length)]!,
        );
        return parts.join(':');
      });
      const id = (r[0] ?? '').split(':')[randomInt(rng, 3)] ?? strings[i]!;
      expect(menuAuthorityIndex(r)(id)).toBe(hasMenuAuthority(r, id));
      expect(typeof hasFunctionAuthority(r, id, strings[i]!)).toBe('boolean');
    }
  });
});

describe("functionsOnMenu: the functions held on one menu (an identity assertion's fns)", () => {
  it('lists part 2 of the roles whose part 0 is the menu, once each, sorted', () => {
    const roles = [
      '1010:NOTICE:SAVE',
      '1010:NOTICE:SEARCH',
      '1010:NOTICE:SAVE',
      '1020:NOTICE:DELETE',
      '1010',
      '1010:NOTICE',
    ];
    expect(functionsOnMenu(roles, '1010')).toEqual(['SAVE', 'SEARCH']);
    expect(functionsOnMenu(roles, '9999')).toEqual([]);
  });
});
