import { buildMenuTree, type Device, type MenuNode, type MenuRecord } from '../../core/menu/index.ts';
import type { InitialMenu } from '../initialData/index.ts';
import { menuHref } from './menuHref.ts';

/** A menu of the initial data as the tree reads it (a missing name shows as the id). */
export type TreeMenu = InitialMenu & MenuRecord;
export type MenuTreeNode = MenuNode<TreeMenu>;

/**
 * The menu tree a user sees: none when anonymous, else `buildMenuTree` over the initial data's
 * menus with the session's roles and `device`.
 */
export function computeMenuTree(
  menus: readonly InitialMenu[] | undefined,
  roles: readonly string[],
  authenticated: boolean,
  device: Device,
): MenuTreeNode[] {
  if (!authenticated || !menus) return [];
  return buildMenuTree(menus as readonly TreeMenu[], { roles, device });
}

/** The first menu with a URL the browser may open (`menuHref`) in the subtree, depth first (a folder links there). */
export function firstPageOf(node: MenuTreeNode): MenuTreeNode | undefined {
  if (menuHref(node.menu.mnuUrl)) return node;
  for (const child of node.children) {
    const page = firstPageOf(child);
    if (page) return page;
  }
  return undefined;
}

/** Whether the tree holds a menu of program `proIdVal` (a screen the user may open, 승인 관리). */
export function treeHasProgram(tree: readonly MenuTreeNode[], proIdVal: string): boolean {
  return tree.some((n) => n.menu.proIdVal === proIdVal || treeHasProgram(n.children, proIdVal));
}

/** The path of a menu URL or route, without its query or fragment (`/ops/members?tab=1` → `/ops/members`). */
export const pathOf = (url: string) => url.replace(/[?#].*$/, '');

/** Ids of the ancestors of `mnuId`, outermost first; `[]` when it is a root or not in the tree. */
export function ancestorIdsOf(tree: readonly MenuTreeNode[], mnuId: string | null | undefined): string[] {
  if (!mnuId) return [];
  const walk = (nodes: readonly MenuTreeNode[], path: string[]): string[] | undefined => {
    for (const n of nodes) {
      if (n.menu.mnuId === mnuId) return path;
      const found = walk(n.children, [...path, n.menu.mnuId]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(tree, []) ?? [];
}
