import type { FieldSpec, FieldType } from '../../../../schemas/blocks/index.ts';
import { type FilterMode, isBlankFilterValue, type RowFilter } from '../../../core/form/index.ts';

const MODES: Record<FieldType, FilterMode> = {
  text: 'contains',
  search: 'contains',
  textarea: 'contains',
  bytes: 'contains',
  number: 'contains',
  password: 'equals',
  display: 'equals',
  // A search never has one (the schema refuses it); a set id would match as it is.
  file: 'equals',
  select: 'equals',
  radio: 'equals',
  segmented: 'equals',
  checkboxes: 'in',
  // A search has no tree to show; a token list would match as a list.
  checkTree: 'in',
  checkbox: 'truthy',
  switch: 'truthy',
  date: 'range',
  dateRange: 'range',
};

/** A search's values as the row filters of its grid (a single date matches that day). */
export function searchFilters(
  fields: readonly FieldSpec[],
  values: Record<string, unknown>,
): Record<string, RowFilter> {
  const out: Record<string, RowFilter> = {};
  for (const f of fields) {
    const value = f.type === 'date' ? [values[f.name], values[f.name]] : values[f.name];
    out[f.name] = { value, keys: f.matches ?? [f.name], mode: MODES[f.type] };
  }
  return out;
}

/** The parameters an API-bound grid sends for its filters: every non-blank value by field name. */
export function filterParams(filters: Record<string, RowFilter> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(filters ?? {}))
    if (!isBlankFilterValue(f.value)) out[name] = f.value;
  return out;
}
