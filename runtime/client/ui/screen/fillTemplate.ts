/** `{key}` in `text` replaced by `values[key]` (missing keys become ''). */
export function fillText(text: string, values: Record<string, unknown>): string {
  return text.replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = values[k];
    return v === undefined || v === null ? '' : Array.isArray(v) ? v.join(',') : String(v);
  });
}

/** Call parameters with `{key}` filled from a row or form; a whole-string `{key}` keeps the value's type. */
export function fillParams(
  params: Record<string, unknown> | undefined,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params ?? {})) {
    if (typeof v !== 'string') out[k] = v;
    else {
      const whole = /^\{(\w+)\}$/.exec(v);
      out[k] = whole ? (values[whole[1]!] ?? null) : fillText(v, values);
    }
  }
  return out;
}
