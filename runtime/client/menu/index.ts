export type { DeviceEnvironment } from './detectDevice.ts';
export {
  browserDeviceEnvironment,
  detectDevice,
  MOBILE_MAX_WIDTH,
  MOBILE_USER_AGENT,
} from './detectDevice.ts';
export type { FavouriteLike } from './favouriteOrder.ts';
export { defaultFavouriteId, isFavourite, movedOrder } from './favouriteOrder.ts';
export type { FavouriteActions, FavouriteDeps } from './favourites.ts';
export { applyFavourites, createFavouriteActions, favouritesVisible } from './favourites.ts';
export type { FunctionAccessDeps } from './functionAuthority.ts';
export { canUseFunction, createFunctionAccessLogger } from './functionAuthority.ts';
export { menuHref, openMenuUrl } from './menuHref.ts';
export type { MenuTreeNode, TreeMenu } from './menuTree.ts';
export {
  ancestorIdsOf,
  computeMenuTree,
  firstPageOf,
  pathOf,
  treeHasProgram,
} from './menuTree.ts';
export type { TreeAction, VisibleItem } from './treeNavigation.ts';
export { treeKeyAction, visibleItems } from './treeNavigation.ts';
