/** The id of the `<script type="application/json">` that carries the initial data in the pages. */
export const INLINE_INITIAL_DATA_ID = 'console-initial-data';

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
