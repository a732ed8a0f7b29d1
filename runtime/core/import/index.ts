export { cellText, excelSerialDay } from './cellText.ts';
export {
  type CheckedRow,
  checkImportRow,
  compileImportRules,
  type ImportChoice,
  type ImportColumnRule,
} from './checkImportRow.ts';
export { type HeaderMatch, importHeader } from './importHeader.ts';
