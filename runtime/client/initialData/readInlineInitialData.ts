import { INLINE_INITIAL_DATA_ID, parseInlineInitialData } from '../../core/pages/index.ts';

/**
 * The initial data the server inlined into this page (`/login`: the API's answer, same bytes), or
 * `undefined` when the page has none (the dev server, a build without the marker, the API off). The
 * element is removed once read: the data lives in the store from now on.
 */
export function readInlineInitialData(
  doc: Pick<Document, 'getElementById'> = document,
): { body: unknown } | undefined {
  const el = doc.getElementById(INLINE_INITIAL_DATA_ID);
  if (!el) return undefined;
  const data = parseInlineInitialData(el.textContent);
  el.remove();
  return data;
}
