import { describe, expect, it } from 'vitest';
import { REQUIRED_MESSAGE, validateField } from '../../../../runtime/core/form/index.ts';

describe('validateField and empty values', () => {
  const required = [{ name: 'required' }];

  it('treats nothing, false, blank text and lists of blank entries as empty', () => {
    for (const value of [undefined, null, false, '', '   ', [], ['', ' ']]) {
      expect(validateField(value, required)).toBe(REQUIRED_MESSAGE);
    }
  });

  it('accepts a tick, text and a list with one entry', () => {
    for (const value of [true, '가', ['', 'a']]) expect(validateField(value, required)).toBeUndefined();
  });

  it('lets other validators pass an empty value', () => {
    expect(validateField('', [{ name: 'email' }])).toBeUndefined();
    expect(validateField([' '], [{ name: 'numeric' }])).toBeUndefined();
    expect(validateField('x', [{ name: 'numeric' }])).toBe('숫자만 입력해주세요.');
  });
});
