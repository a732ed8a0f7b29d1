export { parseSavedTabs, SAVED_TABS_KEY } from './savedTabs.ts';
export type { OpenResult, Tab, TabList } from './tabList.ts';
export {
  activateTab,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  closeTabsRightOf,
  createTabList,
  oldestClosable,
  openTab,
} from './tabList.ts';
