import { useId } from 'react';
import { BlockList } from '../BlockView.tsx';
import type { BlockViewComponent } from '../screenContext.ts';

/** `example`: a documentation variant, rendered live above the YAML that produced it. */
const ExampleBlock: BlockViewComponent<'example'> = ({ block }) => {
  const id = useId();
  return (
    <section className="c-example" aria-labelledby={id}>
      <h2 id={id} className="c-example__title">
        {block.title}
      </h2>
      {block.description ? <p className="c-example__desc">{block.description}</p> : null}
      <div className="c-example__live">
        <BlockList blocks={block.body} />
      </div>
      {block.source ? (
        <figure className="c-example__code">
          <figcaption>YAML</figcaption>
          {/* Focusable so keyboard users can scroll long lines (axe scrollable-region-focusable). */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus */}
          <pre tabIndex={0}>
            <code>{block.source}</code>
          </pre>
        </figure>
      ) : null}
    </section>
  );
};
export default ExampleBlock;
