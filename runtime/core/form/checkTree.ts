/** One node of a check tree: an id, a label, a depth (1 at the top) and its own checks. */
export interface CheckTreeNode {
  id: string;
  label: string;
  depth: number;
  /** The checks of this node (its functions), each a column; none for a folder. */
  checks: readonly string[];
}

/**
 * A check tree's value is a list of tokens: `id` when the node itself is ticked, `id:check` for a
 * check of the node (which implies the node). Pure helpers over it; nodes are in tree order.
 */
const tokenOf = (id: string, check?: string) => (check === undefined ? id : `${id}:${check}`);

/** The indexes of the nodes under node `i` (the following ones deeper than it). */
export function descendantsOf(nodes: readonly CheckTreeNode[], i: number): number[] {
  const out: number[] = [];
  const depth = nodes[i]?.depth ?? 0;
  for (let j = i + 1; j < nodes.length && nodes[j]!.depth > depth; j++) out.push(j);
  return out;
}

/** Whether node `i` is ticked: its own token, or (a folder) every node under it that can be. */
export function isNodeTicked(nodes: readonly CheckTreeNode[], value: readonly string[], i: number): boolean {
  const node = nodes[i]!;
  if (value.includes(node.id)) return true;
  const under = descendantsOf(nodes, i);
  return under.length > 0 && under.every((j) => value.includes(nodes[j]!.id));
}

/** Whether some, not all, of the nodes under a folder are ticked (its box shows as mixed). */
export function isNodeMixed(nodes: readonly CheckTreeNode[], value: readonly string[], i: number): boolean {
  const under = descendantsOf(nodes, i);
  if (under.length === 0) return false;
  const ticked = under.filter((j) => value.includes(nodes[j]!.id)).length;
  return ticked > 0 && ticked < under.length;
}

/**
 * Ticks or clears node `i` and every node under it. Clearing a node clears its checks too (a check
 * implies its node). The order of the other tokens is kept.
 */
export function toggleNode(
  nodes: readonly CheckTreeNode[],
  value: readonly string[],
  i: number,
  on: boolean,
): string[] {
  const ids = [i, ...descendantsOf(nodes, i)].map((j) => nodes[j]!.id);
  if (on) return [...value, ...ids.filter((id) => !value.includes(id))];
  const gone = new Set(ids);
  return value.filter((token) => !gone.has(token.split(':')[0]!));
}

/** Ticks or clears check `check` of node `i`; ticking it ticks the node as well. */
export function toggleCheck(
  nodes: readonly CheckTreeNode[],
  value: readonly string[],
  i: number,
  check: string,
  on: boolean,
): string[] {
  const node = nodes[i]!;
  const token = tokenOf(node.id, check);
  if (!on) return value.filter((t) => t !== token);
  const next = [...value];
  if (!next.includes(node.id)) next.push(node.id);
  if (!next.includes(token)) next.push(token);
  return next;
}

/** Ticks or clears check `check` on every node that has it (a column's 전체 box). */
export function toggleColumn(
  nodes: readonly CheckTreeNode[],
  value: readonly string[],
  check: string,
  on: boolean,
): string[] {
  let next = [...value];
  nodes.forEach((node, i) => {
    if (node.checks.includes(check)) next = toggleCheck(nodes, next, i, check, on);
  });
  return next;
}

/** The columns of a tree: every check of its nodes, in the order they first appear. */
export function checkColumns(nodes: readonly CheckTreeNode[]): string[] {
  const seen: string[] = [];
  for (const node of nodes) for (const check of node.checks) if (!seen.includes(check)) seen.push(check);
  return seen;
}

/** Whether every node with check `check` has it ticked (and at least one has it). */
export function isColumnTicked(
  nodes: readonly CheckTreeNode[],
  value: readonly string[],
  check: string,
): boolean {
  const having = nodes.filter((n) => n.checks.includes(check));
  return having.length > 0 && having.every((n) => value.includes(tokenOf(n.id, check)));
}
