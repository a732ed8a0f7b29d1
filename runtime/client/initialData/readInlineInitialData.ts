import { INLINE_INITIAL_DATA_ID, parseInlineInitialData } from '../../core/pages/index.ts';

/**
 * The initial data the server inlined into this page (`/login`: the API's answer, same bytes), or
 * `undefined` when the page has none (the dev server, a build without the marker, the API off).
 */
export function readInlineInitialData(
  doc: Pick<Document, 'getElementById'> = document,
): { body: unknown } | undefined {
  return parseInlineInitialData(doc.getElementById(INLINE_INITIAL_DATA_ID)?.textContent);
}
