import type { Block } from '../../schemas/blocks/index.ts';
import type { ScreenManifest } from '../../schemas/index.ts';
import type { DataPath } from './diagnostic.ts';

export type { DataPath };

type Visit = (block: Block, path: DataPath) => void;

/**
 * Calls `visit` for every block of a screen, in document order, with its data path: the body,
 * `tabs`/`accordion` panels and `example` bodies at any depth, and every popup body. The one
 * traversal of the block vocabulary the build and the checks share.
 */
export function walkBlocks(manifest: ScreenManifest, visit: Visit): void {
  walkBody(manifest.body, ['body'], visit);
  for (const [id, popup] of Object.entries(manifest.popups))
    walkBody(popup.body, ['popups', id, 'body'], visit);
}

/** Calls `visit` for `block` (at data path `at`) and every block nested in it. */
export function walkBlock(block: Block, at: DataPath, visit: Visit): void {
  visit(block, at);
  if (block.type === 'tabs' || block.type === 'accordion') {
    for (const [j, item] of block.items.entries()) walkBody(item.body, [...at, 'items', j, 'body'], visit);
  } else if (block.type === 'example') walkBody(block.body, [...at, 'body'], visit);
}

function walkBody(blocks: readonly Block[], path: DataPath, visit: Visit): void {
  for (const [i, block] of blocks.entries()) walkBlock(block, [...path, i], visit);
}
