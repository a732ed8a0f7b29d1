import { type MaskingPreset, type MaskingType, mask } from '../mask/index.ts';
import { rowsAtPath } from '../transport/index.ts';

/** A declared API's personal data: the subject field and the mask of each personal field. */
export interface PersonalFields {
  subject: string;
  fields: Readonly<Record<string, MaskingType>>;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A subject id as recorded: a string or a number's digits; anything else is no id. */
export function subjectIdOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 100);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** One value masked: text and numbers by their mask; empty stays empty; anything else is dropped. */
function maskedValue(type: MaskingType, value: unknown, preset: MaskingPreset | undefined): unknown {
  if (value === null || value === undefined || value === '') return value;
  if (typeof value === 'string') return mask(type, value, preset);
  if (typeof value === 'number') return mask(type, String(value), preset);
  // An object or a list where a personal value was declared: nothing of it is passed on.
  return null;
}

/**
 * The records of an answer body that carry personal data: the rows at `rowsPath` when the API has
 * one, else the body itself (an object, or each object of a list).
 */
export function personalRecords(body: unknown, rowsPath: string | undefined): Record<string, unknown>[] {
  if (rowsPath) return rowsAtPath(body, rowsPath);
  if (Array.isArray(body)) return body.filter(isRecord);
  return isRecord(body) ? [body] : [];
}

/**
 * Masks the declared fields of every record of `body` in place (the server, before the answer
 * leaves it; by the company `preset` where it has a rule) and answers the subject ids the answer
 * carried, each once, in the order met.
 */
export function maskPersonal(
  body: unknown,
  rowsPath: string | undefined,
  personal: PersonalFields,
  preset?: MaskingPreset,
): string[] {
  const subjects = new Set<string>();
  for (const record of personalRecords(body, rowsPath)) {
    const id = subjectIdOf(record[personal.subject]);
    if (id !== undefined) subjects.add(id);
    for (const [field, type] of Object.entries(personal.fields)) {
      if (Object.hasOwn(record, field)) record[field] = maskedValue(type, record[field], preset);
    }
  }
  return [...subjects];
}
