import { describe, expect, it } from 'vitest';
import { isNumberOnlyKey, type KeyLike } from '../../../../runtime/core/input/index.ts';
import { randomStrings } from '../support/randomStrings.ts';

describe('isNumberOnlyKey: digits plus edit and navigation keys (spec section 5)', () => {
  it.each<[KeyLike | string, boolean]>([
    ['0', true],
    ['9', true],
    [{ key: '5' }, true],
    ['Backspace', true],
    ['Delete', true],
    ['Tab', true],
    ['Enter', true],
    ['Escape', true],
    ['ArrowLeft', true],
    ['ArrowRight', true],
    ['ArrowUp', true],
    ['ArrowDown', true],
    ['Home', true],
    [{ key: 'End' }, true],
    [{ key: 'v', ctrlKey: true }, true],
    [{ key: 'c', metaKey: true }, true],
    [{ key: 'A', ctrlKey: true }, true], // Ctrl+Shift+A, or Caps Lock
    [{ key: 'x', ctrlKey: true }, true],
    [{ key: 'z', metaKey: true }, true],
    [{ key: 'y', ctrlKey: true }, true],
    ['a', false],
    ['v', false], // without Ctrl/Cmd a letter is a letter
    [{ key: 'b', ctrlKey: true }, false],
    [{ key: 'v', ctrlKey: false, metaKey: false }, false],
    ['-', false],
    ['.', false],
    ['e', false],
    [' ', false],
    ['', false],
    ['１', false], // full-width digit
    ['ㄱ', false],
    ['Process', false], // the IME composing Hangul
    ['Unidentified', false],
    ['00', false],
    ['F5', false],
    ['Backspace'.repeat(1000), false],
  ])('%j → %s', (input, expected) => {
    expect(isNumberOnlyKey(input)).toBe(expected);
  });

  it('never throws on random keys and lets through only digits, named keys and shortcuts', () => {
    for (const key of randomStrings(0x5eed12, 500, 3)) {
      const plain = isNumberOnlyKey(key);
      if (plain && key.length === 1) expect(key).toMatch(/^[0-9]$/);
      expect(isNumberOnlyKey({ key, ctrlKey: true })).toBe(plain || /^[acvxyz]$/i.test(key));
    }
  });
});
