import type { Block } from '../../../../schemas/blocks/index.ts';
import { type BlockViewComponent, useScreen } from './screenContext.ts';

/**
 * Renders one block through the screen's view registry. The generated screen module registers
 * only the views its manifest uses, so a screen's chunk carries no code for blocks it lacks.
 */
export function BlockView({ block }: { block: Block }) {
  const View = useScreen().views[block.type] as BlockViewComponent | undefined;
  if (!View) throw new Error(`no view registered for block type "${block.type}"`);
  return <View block={block} />;
}

/** Blocks in order; their index is a stable key (a manifest body never reorders). */
export function BlockList({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static list
        <BlockView key={i} block={block} />
      ))}
    </>
  );
}
