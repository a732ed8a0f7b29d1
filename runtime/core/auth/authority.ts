/**
 * Authority strings are `menuId:programId:functionId` (fidelity.md); fewer than two parts grant
 * nothing.
 */
function partsOf(role: string): string[] | undefined {
  const parts = role.split(':');
  return parts.length >= 2 ? parts : undefined;
}

/** Menu authority (spec section 6): some role's first or second part equals the menu id. */
export function hasMenuAuthority(roles: readonly string[], menuId: string): boolean {
  for (const role of roles) {
    const p = partsOf(role);
    if (p && (p[0] === menuId || p[1] === menuId)) return true;
  }
  return false;
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
  for (const role of roles) {
    const p = partsOf(role);
    if (p && p[0] === currentMenuId && p[2] === fncId) return true;
  }
  return false;
}

/** Program function authority: some role's second part is the program and its third the function. */
export function hasProgramFunctionAuthority(
  roles: readonly string[],
  programId: string,
  fncId: string,
): boolean {
  for (const role of roles) {
    const p = partsOf(role);
    if (p && p[1] === programId && p[2] === fncId) return true;
  }
  return false;
}

/** The functions `roles` grant on menu `menuId` (each role's third part where its first is the menu), sorted. */
export function functionsOnMenu(roles: readonly string[], menuId: string): string[] {
  const fns = new Set<string>();
  for (const role of roles) {
    const p = partsOf(role);
    if (p && p[0] === menuId && p[2]) fns.add(p[2]);
  }
  return [...fns].sort();
}

/** Set-based index of a role list, for checking many menus at once (the menu tree, the guard). */
export function menuAuthorityIndex(roles: readonly string[]): (menuId: string) => boolean {
  const ids = new Set<string>();
  for (const role of roles) {
    const p = partsOf(role);
    if (p) {
      ids.add(p[0]!);
      ids.add(p[1]!);
    }
  }
  return (menuId) => ids.has(menuId);
}
