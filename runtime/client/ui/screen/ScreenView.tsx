import { BlockView } from './BlockView.tsx';
import type { ScreenDefinition } from './createScreenComponent.ts';

/** A manifest screen: its title as the page's h1, then each block in order. */
export function ScreenView({ definition }: { definition: ScreenDefinition }) {
  return (
    <article className="c-screen">
      <h1 className="c-screen__title">{definition.title}</h1>
      {definition.body.map((block, i) => (
        // Blocks are static for the life of the chunk, so the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static list
        <BlockView key={i} block={block} />
      ))}
    </article>
  );
}
