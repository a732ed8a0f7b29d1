import type { MenuNode } from '../../core/menu/index.ts';

/** A tree item the user can reach now (every ancestor expanded), in display order. */
export interface VisibleItem {
  id: string;
  parentId: string | null;
  hasChildren: boolean;
  url: string | null;
}

/** The items shown with `expanded` folders open, depth first. */
export function visibleItems(tree: readonly MenuNode[], expanded: ReadonlySet<string>): VisibleItem[] {
  const out: VisibleItem[] = [];
  const walk = (nodes: readonly MenuNode[], parentId: string | null) => {
    for (const n of nodes) {
      const id = n.menu.mnuId;
      out.push({ id, parentId, hasChildren: n.children.length > 0, url: n.menu.mnuUrl ?? null });
      if (n.children.length > 0 && expanded.has(id)) walk(n.children, id);
    }
  };
  walk(tree, null);
  return out;
}

/** What a key press on a tree item does (WAI-ARIA tree view pattern). */
export type TreeAction =
  | { kind: 'focus'; id: string }
  | { kind: 'expand'; id: string }
  | { kind: 'collapse'; id: string }
  | { kind: 'open'; id: string; url: string }
  | { kind: 'none' };

/**
 * Up/Down: previous/next visible item; Right: open a closed folder, else its first child; Left:
 * close an open folder, else its parent; Home/End: first/last item; Enter: open the menu's URL
 * (a folder without one toggles).
 */
export function treeKeyAction(
  items: readonly VisibleItem[],
  expanded: ReadonlySet<string>,
  id: string,
  key: string,
): TreeAction {
  const i = items.findIndex((it) => it.id === id);
  const item = items[i];
  if (!item) return { kind: 'none' };
  const focus = (target: VisibleItem | undefined): TreeAction =>
    target ? { kind: 'focus', id: target.id } : { kind: 'none' };
  switch (key) {
    case 'ArrowDown':
      return focus(items[i + 1]);
    case 'ArrowUp':
      return focus(items[i - 1]);
    case 'Home':
      return focus(items[0]);
    case 'End':
      return focus(items[items.length - 1]);
    case 'ArrowRight':
      if (!item.hasChildren) return { kind: 'none' };
      return expanded.has(id) ? focus(items[i + 1]) : { kind: 'expand', id };
    case 'ArrowLeft':
      if (item.hasChildren && expanded.has(id)) return { kind: 'collapse', id };
      return item.parentId ? { kind: 'focus', id: item.parentId } : { kind: 'none' };
    case 'Enter':
      if (item.url) return { kind: 'open', id, url: item.url };
      if (item.hasChildren) return expanded.has(id) ? { kind: 'collapse', id } : { kind: 'expand', id };
      return { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}
