import { describe, expect, it } from 'vitest';
import {
  FIELD_VALIDATORS,
  FORMAT_NAMES,
  VALIDATOR_PARAMS,
  VALUE_FORMAT_NAMES,
  validatorParam,
  validatorParamOf,
} from '../../../../runtime/core/form/index.ts';

describe('the names the CLI checks manifests against', () => {
  it('are the validators of FIELD_VALIDATORS with their parameter kinds', () => {
    expect(Object.entries(VALIDATOR_PARAMS)).toEqual(
      Object.entries(FIELD_VALIDATORS).map(([name, v]) => [name, v.param]),
    );
    expect(validatorParamOf('maxBytes')).toBe(validatorParam('maxBytes'));
    expect(validatorParamOf('nope')).toBeUndefined();
  });
  it('are the formats of VALUE_FORMATS', () => {
    expect([...FORMAT_NAMES]).toEqual(VALUE_FORMAT_NAMES);
  });
});
