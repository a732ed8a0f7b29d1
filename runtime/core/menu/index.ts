export {
  authorityIndexOf,
  buildMenuTree,
  type Device,
  fitsDevice,
  type MenuNode,
  type MenuRecord,
  visibleMenuIds,
} from './buildMenuTree.ts';
export { isExternalMenuUrl, menuRouteChecker, nearestRoute, routeKey } from './menuRoutes.ts';
export { menuTreeOrder, type TreeOrderMenu } from './menuTreeOrder.ts';
export { choseongOf, type MenuSearchHit, matchesKorean, menuTrail, searchMenus } from './searchMenus.ts';
