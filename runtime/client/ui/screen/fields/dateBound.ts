import { formatDateValue } from '../../kit/index.ts';

/** Resolves `today`, `today-7`, `today+30` or a yyyy-MM-dd bound to yyyy-MM-dd. */
export function dateBound(bound: string | number | undefined, today = new Date()): string | undefined {
  // A number is a file field's `max` (the schema keeps it off date fields).
  if (bound === undefined || typeof bound === 'number') return undefined;
  const m = /^today([+-]\d+)?$/.exec(bound);
  if (!m) return bound;
  return formatDateValue(
    new Date(today.getFullYear(), today.getMonth(), today.getDate() + Number(m[1] ?? 0)),
  );
}
