export {
  authorityIndexOf,
  buildMenuTree,
  type Device,
  fitsDevice,
  type MenuNode,
  type MenuRecord,
  visibleMenuIds,
} from './buildMenuTree.ts';
export { MENU_ICON_NAMES, type MenuIcon, type MenuIconName, menuIconOf } from './menuIcon.ts';
export { isExternalMenuUrl, menuRouteChecker, nearestRoute, routeKey } from './menuRoutes.ts';
export { menuTreeOrder, type TreeOrderMenu } from './menuTreeOrder.ts';
export {
  choseongOf,
  crumbTrail,
  type MenuSearchHit,
  matchesKorean,
  menuTrail,
  searchMenus,
} from './searchMenus.ts';
