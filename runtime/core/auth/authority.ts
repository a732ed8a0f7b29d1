/**
 * Authority strings are `menuId:programId:functionId` (fidelity.md); fewer than two parts grant
 * nothing.
 */
function partsOf(role: string): string[] | undefined {
  const parts = role.split(':');
  return parts.length >= 2 ? parts : undefined;
}

/** A role list read once: the menus it names, and the functions granted per menu and per program. */
interface AuthorityIndex {
  menus: Set<string>;
  byMenu: Map<string, Set<string>>;
  byProgram: Map<string, Set<string>>;
}

/**
 * Each role list's index, kept while the list lives: a session's authorities are checked on every
 * call (an administrator holds hundreds), and splitting each string at each check cost a tenth of
 * the server's time under load. Role lists are not changed once made.
 */
const indexes = new WeakMap<readonly string[], AuthorityIndex>();

function indexOf(roles: readonly string[]): AuthorityIndex {
  let index = indexes.get(roles);
  if (index) return index;
  index = { menus: new Set(), byMenu: new Map(), byProgram: new Map() };
  const add = (map: Map<string, Set<string>>, key: string, fn: string) => {
    const fns = map.get(key) ?? new Set<string>();
    fns.add(fn);
    map.set(key, fns);
  };
  for (const role of roles) {
    const p = partsOf(role);
    if (!p) continue;
    index.menus.add(p[0]!);
    index.menus.add(p[1]!);
    if (p[2] !== undefined) {
      add(index.byMenu, p[0]!, p[2]);
      add(index.byProgram, p[1]!, p[2]);
    }
  }
  indexes.set(roles, index);
  return index;
}

/** Menu authority (spec section 6): some role's first or second part equals the menu id. */
export function hasMenuAuthority(roles: readonly string[], menuId: string): boolean {
  return indexOf(roles).menus.has(menuId);
}

/**
 * Function authority: some role's first part is the current menu and its third part the function.
 * With no current menu it is granted (spec section 6).
 */
export function hasFunctionAuthority(
  roles: readonly string[],
  currentMenuId: string | null | undefined,
  fncId: string,
): boolean {
  if (currentMenuId === null || currentMenuId === undefined || currentMenuId === '') return true;
  return indexOf(roles).byMenu.get(currentMenuId)?.has(fncId) ?? false;
}

/** Program function authority: some role's second part is the program and its third the function. */
export function hasProgramFunctionAuthority(
  roles: readonly string[],
  programId: string,
  fncId: string,
): boolean {
  return indexOf(roles).byProgram.get(programId)?.has(fncId) ?? false;
}

/** The functions `roles` grant on menu `menuId` (each role's third part where its first is the menu), sorted. */
export function functionsOnMenu(roles: readonly string[], menuId: string): string[] {
  return [...(indexOf(roles).byMenu.get(menuId) ?? [])].filter(Boolean).sort();
}

/** Set-based index of a role list, for checking many menus at once (the menu tree, the guard). */
export function menuAuthorityIndex(roles: readonly string[]): (menuId: string) => boolean {
  const { menus } = indexOf(roles);
  return (menuId) => menus.has(menuId);
}
