/** The id of the `<script type="application/json">` that carries the initial data inside /login. */
export const INLINE_INITIAL_DATA_ID = 'console-initial-data';

/** Where the server puts the initial data in the built login page (a comment; harmless unserved). */
export const INITIAL_DATA_MARKER = '<!--console:initial-data-->';

/** Where the server puts the requested screen's preload links in the console page (in the head). */
export const ROUTE_ASSETS_MARKER = '<!--console:route-assets-->';

/** Where `console build` puts the prerendered login page (inside `#app`). */
export const LOGIN_MARKUP_MARKER = '<!--console:login-->';

/** Where `console build` puts the login page's script (`LOGIN_PAGE_SCRIPT`, in the head). */
export const LOGIN_SCRIPT_MARKER = '<!--console:login-script-->';

/**
 * The element the server inlines: the initial-data answer's own bytes (the API's envelope) and its
 * ETag. JSON cannot end the script early once `<` is escaped (`\u003c` is the same JSON string),
 * and a `type="application/json"` script is data, never run, so the page's CSP does not apply.
 */
export function inlineInitialDataElement(json: string, etag: string): string {
  const safeEtag = etag.replace(/[^\w"+/=-]/g, '').replace(/"/g, '&quot;');
  return `<script type="application/json" id="${INLINE_INITIAL_DATA_ID}" data-etag="${safeEtag}">${json.replace(/</g, '\\u003c')}</script>`;
}

/** The raw initial data inlined into the page, or `undefined` when there is none or it is not an answer. */
export function parseInlineInitialData(text: string | null | undefined): { body: unknown } | undefined {
  if (!text) return undefined;
  try {
    const envelope = JSON.parse(text) as { body?: unknown } | null;
    if (!envelope || typeof envelope !== 'object') return undefined;
    const { body } = envelope;
    return body && typeof body === 'object' ? { body } : undefined;
  } catch {
    return undefined;
  }
}
