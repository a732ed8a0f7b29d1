import type { Block } from '../../schemas/blocks/index.ts';
import type { ScreenManifest } from '../../schemas/screen.ts';

/** A data path into a manifest, the same path positionOf takes. */
export type DataPath = readonly (string | number)[];

/**
 * Calls `visit` for every block of a screen, in document order, with its data path: the body,
 * `tabs`/`accordion` panels and `example` bodies at any depth, and every popup body. The one
 * traversal of the block vocabulary the build and the checks share.
 */
export function walkBlocks(manifest: ScreenManifest, visit: (block: Block, path: DataPath) => void): void {
  const walk = (blocks: readonly Block[], path: DataPath): void => {
    for (const [i, block] of blocks.entries()) {
      const at = [...path, i];
      visit(block, at);
      if (block.type === 'tabs' || block.type === 'accordion') {
        for (const [j, item] of block.items.entries()) walk(item.body, [...at, 'items', j, 'body']);
      } else if (block.type === 'example') walk(block.body, [...at, 'body']);
    }
  };
  walk(manifest.body, ['body']);
  for (const [id, popup] of Object.entries(manifest.popups)) walk(popup.body, ['popups', id, 'body']);
}
