/** The value at a key or dotted path (`page.list`) of an answer body; undefined where it is missing. */
export function valueAtPath(body: unknown, path: string): unknown {
  let value = body;
  for (const key of path.split('.')) {
    if (!value || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Whether an answer body (or a part of it) is a record: an object that is not an array. */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** The rows at `path` of an answer body (the body itself without a path); objects only. */
export function rowsAtPath(body: unknown, path: string | undefined): Record<string, unknown>[] {
  const list = path ? valueAtPath(body, path) : body;
  return Array.isArray(list) ? list.filter(isRecord) : [];
}

/** The count at `path` of an answer body, when it is a whole number ≥ 0 (a numeric string counts). */
export function countAtPath(body: unknown, path: string): number | undefined {
  const value = valueAtPath(body, path);
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}
