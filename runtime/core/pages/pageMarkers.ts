// Comments in the built pages (runtime/client/*.html) where the build or the server writes
// something in; harmless where nothing does (the dev server serves the pages as they are).

/** Where the server puts the initial data in both pages (`pageWithInitialData`). */
export const INITIAL_DATA_MARKER = '<!--console:initial-data-->';

/** Where `console build` puts the prerendered login page (inside `#app`). */
export const LOGIN_MARKUP_MARKER = '<!--console:login-->';

/** Where `console build` puts the login page's script (`PAGE_SCRIPT`, in the head). */
export const PAGE_SCRIPT_MARKER = '<!--console:page-script-->';

/** The id of the pages' React root element. */
export const APP_ROOT_ID = 'app';

/** Where the server puts a public screen it rendered (`pageWithInitialData`, inside the console page's `#app`). */
export const CONSOLE_MARKUP_MARKER = '<!--console:app-->';

/** `<meta name>` of the build id the build writes into every page (the update check compares with it). */
export const BUILD_META_NAME = 'console-build';

/**
 * The console page as sent with a screen the server rendered into it (`console build` writes it
 * beside index.html): its sheets inlined and its scripts started after the first frame, as the login
 * page's, so the rendered screen paints from the HTML alone.
 */
export const RENDERED_CONSOLE_PAGE = 'index.rendered.html';

/** Where `console build` puts the console page's frame (`PageFrame`, before `#app`). */
export const CONSOLE_FRAME_MARKER = '<!--console:frame-->';
