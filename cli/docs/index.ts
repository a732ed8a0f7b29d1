export { blocksReferencePage } from './blocksReferencePage.ts';
export { configReferencePage } from './configReferencePage.ts';
export { BLOCKS_REFERENCE_FILE, CONFIG_REFERENCE_FILE, generateReferenceDocs } from './referenceDocs.ts';
export { type NamedSchemas, rowsTable, type SchemaRow, schemaRows, typeText } from './schemaRows.ts';
