/** What tree order needs of a menu. */
export interface TreeOrderMenu {
  mnuId: string;
  uprMnuId?: string | null | undefined;
  srtNo?: number | null | undefined;
}

/**
 * Every menu in tree order, each with its depth (1 at the top): a parent before its children,
 * siblings by `srtNo` then id. A menu whose parent is missing counts as a top-level one, and a
 * cycle's menus come last, at depth 1, so none is lost. Pure.
 */
export function menuTreeOrder<M extends TreeOrderMenu>(
  menus: readonly M[],
): Array<{ menu: M; depth: number }> {
  const ids = new Set(menus.map((m) => m.mnuId));
  const children = new Map<string | null, M[]>();
  for (const m of menus) {
    const parent = m.uprMnuId && ids.has(m.uprMnuId) && m.uprMnuId !== m.mnuId ? m.uprMnuId : null;
    const list = children.get(parent);
    if (list) list.push(m);
    else children.set(parent, [m]);
  }
  const bySort = (a: M, b: M) =>
    (a.srtNo ?? 0) - (b.srtNo ?? 0) || (a.mnuId < b.mnuId ? -1 : a.mnuId > b.mnuId ? 1 : 0);
  const out: Array<{ menu: M; depth: number }> = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, depth: number) => {
    for (const m of [...(children.get(parent) ?? [])].sort(bySort)) {
      if (seen.has(m.mnuId)) continue;
      seen.add(m.mnuId);
      out.push({ menu: m, depth });
      walk(m.mnuId, depth + 1);
    }
  };
  walk(null, 1);
  for (const m of [...menus].sort(bySort)) {
    if (seen.has(m.mnuId)) continue;
    seen.add(m.mnuId);
    out.push({ menu: m, depth: 1 });
    walk(m.mnuId, 2);
  }
  return out;
}
