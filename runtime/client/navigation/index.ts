export { documentNavigation } from './documentNavigation.tsx';
export { NavigationContext, useNavigation } from './NavigationContext.ts';
export type { Navigation, NavLinkProps } from './navigation.ts';
export {
  confirmLeave,
  discardUnsavedChanges,
  hasUnsavedChanges,
  setUnsaved,
  type UnsavedScope,
} from './unsavedChanges.ts';
export { useUnsavedChanges } from './useUnsavedChanges.ts';
