import { API_ENDPOINTS } from '../../../schemas/api/endpoints.ts';
import type { DeclaredApi } from '../../../schemas/index.ts';
import { declaredApiFunction, STANDARD_FUNCTIONS } from '../../core/auth/index.ts';
import { routeKey } from '../../core/menu/index.ts';
import type { SeedScreen } from '../db/index.ts';

const FIRST: readonly string[] = STANDARD_FUNCTIONS;

/** Function ids in the order 권한 관리 shows them: SEARCH, SAVE, DELETE, EXCEL, then by name. */
export function sortFunctions(ids: Iterable<string>): string[] {
  const rank = (f: string) => {
    const i = FIRST.indexOf(f);
    return i < 0 ? FIRST.length : i;
  };
  return [...new Set(ids)].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** The screen a menu opens: the one naming it (`menuId`), else the one whose route is its URL. */
export function screenOfMenu(
  screens: readonly SeedScreen[],
  menu: { mnuId: string; mnuUrl: string | null },
): SeedScreen | undefined {
  const named = screens.find((s) => s.menuId === menu.mnuId);
  if (named) return named;
  if (!menu.mnuUrl) return undefined;
  const key = routeKey(menu.mnuUrl);
  return screens.find((s) => s.menuId === undefined && routeKey(s.path) === key);
}

/**
 * What may be granted on a screen's menu: SEARCH, the `fncId`s of its buttons and actions, the
 * function each declared API it binds needs, and the function each management route it binds
 * needs. Pure.
 */
export function grantableFunctions(
  screen: SeedScreen,
  apis: Readonly<Record<string, Pick<DeclaredApi, 'method' | 'fncId' | 'exportFncId'>>>,
): string[] {
  const found = new Set<string>(['SEARCH', ...(screen.fncIds ?? [])]);
  for (const name of screen.apis ?? []) {
    const declared = Object.hasOwn(apis, name) ? apis[name] : undefined;
    if (declared) {
      const fn = declaredApiFunction(declared);
      if (fn) found.add(fn);
      continue;
    }
    const route = Object.hasOwn(API_ENDPOINTS, name)
      ? (API_ENDPOINTS[name as keyof typeof API_ENDPOINTS] as { program?: { fn?: string } })
      : undefined;
    if (route?.program?.fn) found.add(route.program.fn);
  }
  return sortFunctions(found);
}
