/** DOM id of a tab's `role="tab"` button (route paths hold `/` and spaces, ids should not). */
export const tabIdOf = (path: string) => `tab-${encodeURIComponent(path).replace(/[^A-Za-z0-9_-]/g, '_')}`;
/** DOM id of a tab's `role="tabpanel"` pane. */
export const paneIdOf = (path: string) =>
  `tabpane-${encodeURIComponent(path).replace(/[^A-Za-z0-9_-]/g, '_')}`;
