// The bundle budgets (issue 7, item 6), shared by the budget test and `npm run bench:bundle`.

/** The JavaScript /login may load, gzip level 9: entry + modulepreloads + the route's lazy chunks. 110 KB. */
export const LOGIN_MAX_GZIP = 110 * 1024;

/**
 * The lazy modules /login loads besides the entry (repo-relative sources): its screen manifest (first) and
 * the panel its `login` block imports on demand. Lazy imports of the login screen's own chunk are added.
 */
export const LOGIN_LAZY = ['screens/login.screen.yaml', 'runtime/client/ui/auth/LoginPanel.tsx'] as const;

/** Kit code /login must not carry: components by file name, and their class names in chunk text. */
export const LOGIN_UNWANTED = {
  components: /^(DataGrid|Grid|Calendar|DatePicker|DateRange)/,
  classes: /(?<![\w-])c-(?:data-?grid|grid|calendar|datepicker|date-picker)\b/g,
};
