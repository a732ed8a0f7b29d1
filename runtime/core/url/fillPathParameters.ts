/** A declared API's path with its `{name}` segments filled, and the parameters left over. */
export type FilledPath =
  | { ok: true; path: string; rest: Record<string, unknown> }
  /** `name`: the first parameter that is missing, empty, `.`/`..`, or not a string or number. */
  | { ok: false; name: string };

/**
 * Fills `{name}` in `template` (`/orders/{orderNo}`) from `params`, each value percent-encoded as
 * one path segment; a value that could leave its segment (`..`, `.`) or is missing, empty or not a
 * string, number or boolean is refused, so a caller cannot steer the call elsewhere on the backend.
 * The parameters used are taken out of `rest`. Pure.
 */
export function fillPathParameters(template: string, params: Readonly<Record<string, unknown>>): FilledPath {
  const rest: Record<string, unknown> = { ...params };
  let refused: string | undefined;
  const path = template.replace(/\{([A-Za-z_$][\w$]*)\}/g, (_, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    delete rest[name];
    const text =
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : '';
    if (text === '' || text === '.' || text === '..') {
      refused ??= name;
      return '';
    }
    return encodeURIComponent(text);
  });
  return refused === undefined ? { ok: true, path, rest } : { ok: false, name: refused };
}
