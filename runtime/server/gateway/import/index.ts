export { importErrors } from './importErrors.ts';
export { type FileRow, sniffTable, type TableKind, tableRows } from './importRows.ts';
export { importRules } from './importRules.ts';
export { columnRules, writeImportTemplate } from './importTemplate.ts';
export {
  type InvalidRow,
  PREVIEW_ROWS,
  STAGED_HOURS,
  stageImport,
  sweepImports,
  type ValidRow,
} from './stageImport.ts';
