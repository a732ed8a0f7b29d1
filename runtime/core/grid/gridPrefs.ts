/** What a user chose for one grid of one screen: column order, hidden columns and widths (px). */
export interface GridPrefs {
  order: string[];
  hidden: string[];
  widths: Record<string, number>;
}

/** Narrowest a column can be dragged or set. */
export const MIN_COLUMN_WIDTH = 48;
/** Widest a column can be set. */
export const MAX_COLUMN_WIDTH = 1200;

export const EMPTY_GRID_PREFS: GridPrefs = { order: [], hidden: [], widths: {} };

const clampWidth = (w: number) => Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, Math.round(w)));

/**
 * Stored preferences read back against the grid's columns (`keys`): unknown keys dropped, widths
 * clamped, at least one column left visible. Junk gives the empty preferences.
 */
export function parseGridPrefs(raw: string | null | undefined, keys: readonly string[]): GridPrefs {
  if (!raw) return EMPTY_GRID_PREFS;
  let v: Partial<Record<keyof GridPrefs, unknown>>;
  try {
    v = JSON.parse(raw) as typeof v;
  } catch {
    return EMPTY_GRID_PREFS;
  }
  if (!v || typeof v !== 'object') return EMPTY_GRID_PREFS;
  const known = (k: unknown): k is string => typeof k === 'string' && keys.includes(k);
  const order = Array.isArray(v.order) ? [...new Set(v.order.filter(known))] : [];
  const hidden = Array.isArray(v.hidden) ? [...new Set(v.hidden.filter(known))] : [];
  const widths: Record<string, number> = {};
  if (v.widths && typeof v.widths === 'object') {
    for (const [k, w] of Object.entries(v.widths as Record<string, unknown>)) {
      if (known(k) && typeof w === 'number' && Number.isFinite(w)) widths[k] = clampWidth(w);
    }
  }
  return { order, hidden: hidden.length >= keys.length ? [] : hidden, widths };
}

/** The columns in the user's order (columns the order does not name keep their place at the end). */
export function orderColumns<C extends { key: string }>(columns: readonly C[], prefs: GridPrefs): C[] {
  const rank = new Map(prefs.order.map((k, i) => [k, i]));
  return columns
    .map((c, i) => ({ c, r: rank.get(c.key) ?? prefs.order.length + i }))
    .sort((a, b) => a.r - b.r)
    .map((x) => x.c);
}

/** The visible columns, in order, each with the user's width when one was set. */
export function applyGridPrefs<C extends { key: string; width?: string | number | undefined }>(
  columns: readonly C[],
  prefs: GridPrefs,
): C[] {
  return orderColumns(columns, prefs)
    .filter((c) => !prefs.hidden.includes(c.key))
    .map((c) => (prefs.widths[c.key] ? { ...c, width: prefs.widths[c.key] } : c));
}

/** Moves column `key` by `delta` places in the full order of `keys`. */
export function moveColumn(prefs: GridPrefs, keys: readonly string[], key: string, delta: number): GridPrefs {
  const order = orderColumns(
    keys.map((k) => ({ key: k })),
    prefs,
  ).map((c) => c.key);
  const from = order.indexOf(key);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= order.length) return prefs;
  order.splice(from, 1);
  order.splice(to, 0, key);
  return { ...prefs, order };
}

/** Shows or hides a column; the last visible column stays. */
export function setColumnHidden(
  prefs: GridPrefs,
  keys: readonly string[],
  key: string,
  hidden: boolean,
): GridPrefs {
  const set = new Set(prefs.hidden);
  if (hidden) set.add(key);
  else set.delete(key);
  if (keys.every((k) => set.has(k))) return prefs;
  return { ...prefs, hidden: keys.filter((k) => set.has(k)) };
}

/** Sets a column's width (clamped). */
export function setColumnWidth(prefs: GridPrefs, key: string, width: number): GridPrefs {
  return { ...prefs, widths: { ...prefs.widths, [key]: clampWidth(width) } };
}
