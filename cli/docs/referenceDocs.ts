import { blocksReferencePage } from './blocksReferencePage.ts';
import { configReferencePage } from './configReferencePage.ts';

/** The generated reference pages, relative to the project root. */
export const CONFIG_REFERENCE_FILE = 'docs/reference/configuration.md';
export const BLOCKS_REFERENCE_FILE = 'docs/reference/blocks-and-fields.md';

/**
 * The reference pages generated from the zod schemas, as file → content. Deterministic: they depend
 * on the schemas alone (not on a project's config), so the same code gives the same bytes.
 */
export function generateReferenceDocs(): Map<string, string> {
  return new Map([
    [CONFIG_REFERENCE_FILE, configReferencePage()],
    [BLOCKS_REFERENCE_FILE, blocksReferencePage()],
  ]);
}
