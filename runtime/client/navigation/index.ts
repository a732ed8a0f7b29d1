export { createDocumentNavigation, documentNavigation } from './documentNavigation.tsx';
export { NavigationContext, useNavigation } from './NavigationContext.ts';
export type { Navigation, NavLinkProps } from './navigation.ts';
export {
  asChunkLoadError,
  ForbiddenError,
  isChunkLoadError,
  reloadOnceForChunkError,
  reportLoadError,
} from './routeErrors.ts';
export { createUnsavedChanges, type UnsavedChanges, type UnsavedScope } from './unsavedChanges.ts';
