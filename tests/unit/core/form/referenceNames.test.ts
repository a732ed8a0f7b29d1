import { describe, expect, it } from 'vitest';
import {
  FIELD_VALIDATOR_NAMES,
  FIELD_VALIDATORS,
  VALUE_FORMAT_NAMES,
  VALUE_FORMATS,
  validatorParam,
} from '../../../../runtime/core/form/index.ts';

describe('the names the CLI checks manifests against', () => {
  it('are the validators with a rule, in the same order', () => {
    expect(Object.keys(FIELD_VALIDATORS)).toEqual(FIELD_VALIDATOR_NAMES);
    expect(validatorParam('maxBytes')).toBe('count');
    expect(validatorParam('sameAs')).toBe('field');
    expect(validatorParam('nope')).toBeUndefined();
  });
  it('are the formats with a formatter, in the same order', () => {
    expect(Object.keys(VALUE_FORMATS)).toEqual([...VALUE_FORMAT_NAMES]);
  });
});
