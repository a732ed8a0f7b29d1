// The bundle budgets, shared by the budget test and `npm run bench:bundle`.

/**
 * The budget for the JavaScript /login loads (gzip level 9): 110 KB. /login is the light
 * login page (login.html: React, the session, the API client and the login screen, no router), so
 * React, React DOM and TanStack Router (91.5 KB together here) are not all on it.
 */
export const LOGIN_MAX_GZIP = 110 * 1024;

/** The page the server answers for the login path. */
export const LOGIN_PAGE = 'login.html';

/** Text only TanStack Router's code carries (its scroll-restoration key and window globals). */
export const ROUTER_MARKERS = /tsr-scroll-restoration|__TSR/;

/** The lazy modules /login loads besides the entry (repo-relative sources): none, its screen is imported (prerendered). */
export const LOGIN_LAZY = [] as const;

/** The login page's screen: imported by login.html, lazy in the console's route tree (a shared chunk). */
export const LOGIN_SCREEN = 'screens/login.screen.yaml';

/** At most 5 script requests before the login form works (the page's static chunks). */
export const LOGIN_MAX_SCRIPTS = 5;

/** Kit code /login must not carry: components by file name, and their class names in chunk text. */
export const LOGIN_UNWANTED = {
  components: /^(DataGrid|Grid|Calendar|DatePicker|DateRange)/,
  classes: /(?<![\w-])c-(?:data-?grid|grid|calendar|datepicker|date-picker)\b/g,
};

/** Text only the calendar's code and sheet carry (its class names): a screen loads them only with a date field. */
export const CALENDAR_MARKER = /(?<![\w-])c-calendar\b/;

/** Field types whose kit components bring the calendar. */
export const DATE_FIELD_TYPES: readonly string[] = ['date', 'dateRange'];
