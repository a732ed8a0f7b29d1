export {
  type CheckTreeNode,
  checkColumns,
  descendantsOf,
  isColumnTicked,
  isNodeMixed,
  isNodeTicked,
  toggleCheck,
  toggleColumn,
  toggleNode,
} from './checkTree.ts';
export type { FieldValue, ValidatorUse } from './fieldValidators.ts';
export { FIELD_VALIDATORS, REQUIRED_MESSAGE, validateField } from './fieldValidators.ts';
export type { FilterMode, RowFilter } from './filterRows.ts';
export { filterRows, isBlankFilterValue } from './filterRows.ts';
export type { CellValue, DisplaySettings } from './formatValue.ts';
export { displayValue, MASK_NAMES, VALUE_FORMATS } from './formatValue.ts';
export type { FieldValidatorName, ValidatorParam, ValueFormatName } from './referenceNames.ts';
export {
  FIELD_VALIDATOR_NAMES,
  VALIDATOR_PARAMS,
  VALUE_FORMAT_NAMES,
  validatorParam,
} from './referenceNames.ts';
export { type ValidatorUseInput, validatorUses } from './validatorUses.ts';
