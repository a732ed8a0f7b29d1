// The names a manifest may use, without the rules behind them: the CLI checks manifests against
// these and must not load the formatters (date-fns) or validators to do it. FIELD_VALIDATORS and
// VALUE_FORMATS are typed against them, so neither side can name something the other lacks.

/** What a validator's parameter must be: none, a positive integer, or another field's name. */
export type ValidatorParam = 'none' | 'count' | 'field';

/** Each validator's parameter kind, in documentation order. */
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

export type FieldValidatorName = keyof typeof VALIDATOR_PARAMS;
/** Every validator name, in documentation order. */
export const FIELD_VALIDATOR_NAMES = Object.keys(VALIDATOR_PARAMS) as FieldValidatorName[];

/** The parameter kind a validator takes, or undefined for an unknown name. */
export function validatorParam(name: string): ValidatorParam | undefined {
  return Object.hasOwn(VALIDATOR_PARAMS, name) ? VALIDATOR_PARAMS[name as FieldValidatorName] : undefined;
}

/** Every format name, in documentation order. */
export const VALUE_FORMAT_NAMES = [
  'currency',
  'date',
  'datetime',
  'time',
  'fileSize',
  'cardNo',
  'corporateNo',
  'files',
] as const;
export type ValueFormatName = (typeof VALUE_FORMAT_NAMES)[number];
