import type { Block, BlockType } from '../../schemas/blocks/index.ts';
import type { ScreenManifest } from '../../schemas/screen.ts';

/** Calls `visit` for every block of a screen: its body, nested tab/accordion panels and popups. */
export function walkBlocks(manifest: ScreenManifest, visit: (block: Block) => void): void {
  const walk = (blocks: readonly Block[]) => {
    for (const block of blocks) {
      visit(block);
      if (block.type === 'tabs' || block.type === 'accordion')
        for (const item of block.items) walk(item.body);
      else if (block.type === 'example') walk(block.body);
    }
  };
  walk(manifest.body);
  for (const popup of Object.values(manifest.popups)) walk(popup.body);
}

/** The block types a screen uses, sorted (what its chunk needs views for). */
export function blockTypesOf(manifest: ScreenManifest): BlockType[] {
  const types = new Set<BlockType>();
  walkBlocks(manifest, (b) => types.add(b.type));
  return [...types].sort();
}

/** The `component` block modules of a screen, sorted. */
export function componentModulesOf(manifest: ScreenManifest): string[] {
  const modules = new Set<string>();
  walkBlocks(manifest, (b) => {
    if (b.type === 'component') modules.add(b.module);
  });
  return [...modules].sort();
}

/** The view module of a block type: `runtime/client/ui/screen/blocks/<Type>Block.tsx`. */
export function blockViewFile(type: BlockType): string {
  return `runtime/client/ui/screen/blocks/${type[0]!.toUpperCase()}${type.slice(1)}Block.tsx`;
}
