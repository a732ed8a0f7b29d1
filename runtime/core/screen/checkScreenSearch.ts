/** One declared search parameter of a screen (`search:` in its manifest). */
export interface SearchParamSpec {
  type: 'string' | 'integer' | 'number' | 'boolean';
  /** The URL must carry it. Default false. */
  required?: boolean | undefined;
  /** The values allowed (strings as written in the URL). */
  enum?: readonly string[] | undefined;
  /** Bounds of a number, or of a string's length. */
  min?: number | undefined;
  max?: number | undefined;
}

export type SearchSpec = Readonly<Record<string, SearchParamSpec>>;

/** The search typed by its spec, or the name of the first parameter that fails it. */
export type SearchCheck = { ok: true; value: Record<string, unknown> } | { ok: false; param: string };

function typed(spec: SearchParamSpec, raw: unknown): { ok: true; value: unknown } | { ok: false } {
  // The router's parser keeps numbers and booleans as it read them; strings come as they were.
  const text =
    typeof raw === 'string' ? raw : typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : null;
  if (text === null) return { ok: false };
  if (spec.enum && !spec.enum.includes(text)) return { ok: false };
  switch (spec.type) {
    case 'string': {
      if (spec.min !== undefined && text.length < spec.min) return { ok: false };
      if (spec.max !== undefined && text.length > spec.max) return { ok: false };
      return { ok: true, value: text };
    }
    case 'boolean':
      return text === 'true' || text === 'false' ? { ok: true, value: text === 'true' } : { ok: false };
    case 'integer':
    case 'number': {
      if (!/^-?\d+(\.\d+)?$/.test(text)) return { ok: false };
      const n = Number(text);
      if (spec.type === 'integer' && !Number.isInteger(n)) return { ok: false };
      if (spec.min !== undefined && n < spec.min) return { ok: false };
      if (spec.max !== undefined && n > spec.max) return { ok: false };
      return { ok: true, value: n };
    }
  }
}

/**
 * A screen's URL search against its declared parameters (spec section 8: a route whose search fails
 * validation is a 404 `Page Not Found: {path}`). Undeclared parameters pass as they are (links of
 * other screens may carry them); a declared one must have its type, bounds and allowed values.
 */
export function checkScreenSearch(spec: SearchSpec, search: Readonly<Record<string, unknown>>): SearchCheck {
  const value: Record<string, unknown> = { ...search };
  for (const [name, param] of Object.entries(spec)) {
    const raw = search[name];
    if (raw === undefined || raw === '') {
      if (param.required) return { ok: false, param: name };
      delete value[name];
      continue;
    }
    const r = typed(param, raw);
    if (!r.ok) return { ok: false, param: name };
    value[name] = r.value;
  }
  return { ok: true, value };
}
