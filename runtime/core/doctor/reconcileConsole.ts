import type { DoctorFinding } from './doctorFinding.ts';
import { type DoctorInput, doctorContext } from './doctorInput.ts';
import { deviceScopesHidingChildren, menuUrlsWithoutRoute, unreachableDefaultMenus } from './menuChecks.ts';
import { grantsGone, menusHeldByNobody, usersWithoutRole } from './roleChecks.ts';
import { functionsNotGranted, programsDiffering, screensWithoutMenu, unusedApis } from './screenChecks.ts';

/**
 * Compares the database (menus, authorities, favourites) with the code (screens, declared APIs) and
 * lists every disagreement with its fix, by code, each code's in menu or screen order. Pure: the
 * CLI's `doctor` and the server's start-up check read the rows and call this.
 */
export function reconcileConsole(input: DoctorInput): DoctorFinding[] {
  const c = doctorContext(input);
  return [
    ...menuUrlsWithoutRoute(c),
    ...screensWithoutMenu(c),
    ...unreachableDefaultMenus(c),
    ...deviceScopesHidingChildren(c),
    ...functionsNotGranted(c),
    ...unusedApis(c),
    ...grantsGone(c),
    ...menusHeldByNobody(c),
    ...usersWithoutRole(c),
    ...programsDiffering(c),
  ];
}
