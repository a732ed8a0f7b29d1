import type { ValidatorParam } from './fieldValidators.ts';

// The names a manifest may use, without the rules behind them: the CLI checks manifests against
// these and must not load the formatters (date-fns) or validators to do it. A test keeps them
// equal to FIELD_VALIDATORS and VALUE_FORMATS.

/** Each validator's parameter kind, in FIELD_VALIDATORS order. */
export const VALIDATOR_PARAMS = {
  required: 'none',
  businessNo: 'none',
  corporateNo: 'none',
  email: 'none',
  mobile: 'none',
  phone: 'none',
  ipv4: 'none',
  relativeUrl: 'none',
  numeric: 'none',
  password: 'none',
  maxBytes: 'count',
  minLength: 'count',
  maxLength: 'count',
  sameAs: 'field',
} as const satisfies Record<string, ValidatorParam>;

/** Every validator name. */
export const VALIDATOR_NAMES = Object.keys(VALIDATOR_PARAMS) as Array<keyof typeof VALIDATOR_PARAMS>;

/** The parameter kind a validator takes, or undefined for an unknown name. */
export function validatorParamOf(name: string): ValidatorParam | undefined {
  return Object.hasOwn(VALIDATOR_PARAMS, name)
    ? VALIDATOR_PARAMS[name as keyof typeof VALIDATOR_PARAMS]
    : undefined;
}

/** Every format name, in VALUE_FORMATS order. */
export const FORMAT_NAMES = [
  'currency',
  'date',
  'datetime',
  'time',
  'fileSize',
  'cardNo',
  'corporateNo',
] as const;
