export type { FieldValidatorName, FieldValue, ValidatorParam, ValidatorUse } from './fieldValidators.ts';
export {
  FIELD_VALIDATOR_NAMES,
  FIELD_VALIDATORS,
  REQUIRED_MESSAGE,
  validateField,
  validatorParam,
} from './fieldValidators.ts';
export type { FilterMode, RowFilter } from './filterRows.ts';
export { filterRows, isBlankFilterValue } from './filterRows.ts';
export type { CellValue, ValueFormatName } from './formatValue.ts';
export { displayValue, MASK_NAMES, VALUE_FORMAT_NAMES, VALUE_FORMATS } from './formatValue.ts';
export { FORMAT_NAMES, VALIDATOR_NAMES, VALIDATOR_PARAMS, validatorParamOf } from './referenceNames.ts';
