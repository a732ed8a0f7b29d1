export type { OpenResult, Tab, TabList } from './tabList.ts';
export {
  activateTab,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  createTabList,
  oldestClosable,
  openTab,
} from './tabList.ts';
