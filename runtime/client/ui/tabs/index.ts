export { KeepAliveTabs } from './KeepAliveTabs.tsx';
export { TabBar } from './TabBar.tsx';
export { paneIdOf, tabIdOf } from './tabIds.ts';
