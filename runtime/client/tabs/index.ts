export type { Tab, TabList } from '../../core/tabs/index.ts';
export type { TabsController, TabsEnvironment, TabsMenu, TabTarget } from './createTabsController.ts';
export { createTabsController } from './createTabsController.ts';
export { createTabsRuntime, type TabsRuntime } from './createTabsRuntime.ts';
export { isNotTabMatch, routeTitleOf, tabTargetOf } from './tabTarget.ts';
