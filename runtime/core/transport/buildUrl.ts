function encodeValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * `baseUrl` + `path` + the query (spec section 7 calls): arrays as repeated keys (`fileNos=1&fileNos=2`,
 * which the server's query parser reads back as a list), objects as JSON, `null`/`undefined` left
 * out. An absolute `path` (`http…`) ignores `baseUrl`; a query already on `path` is kept.
 */
export function buildUrl(baseUrl: string, path: string, query?: Record<string, unknown>): string {
  const base = /^[a-z][a-z0-9+.-]*:/i.test(path) ? '' : baseUrl.replace(/\/+$/, '');
  const joined = base && !path.startsWith('/') ? `${base}/${path}` : `${base}${path}`;
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const v = encodeValue(item);
      if (v !== undefined) parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(v)}`);
    }
  }
  if (parts.length === 0) return joined;
  return `${joined}${joined.includes('?') ? '&' : '?'}${parts.join('&')}`;
}
