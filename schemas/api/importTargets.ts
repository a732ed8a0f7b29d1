import type { ApiName } from './catalogue.ts';

/**
 * Catalogue routes a grid's 엑셀 일괄 등록 may send its batches to, with the key of the body the rows
 * go under (routes at `<url>/import`, as a declared API's at `/api/ext/<name>/import`). Server and
 * CLI only: the browser finds the URL in the catalogue.
 */
export const IMPORT_TARGETS: Readonly<Partial<Record<ApiName, string>>> = { 'code.batch': 'codes' };

/** The names of IMPORT_TARGETS. */
export const IMPORT_TARGET_NAMES = Object.keys(IMPORT_TARGETS) as ApiName[];
