import { displayValue } from '../../../../core/form/index.ts';
import type { BlockViewComponent } from '../screenContext.ts';
import { useLoadedBody } from '../useLoadedBody.ts';
import { LoadError } from './LoadError.tsx';
import { SampleMark } from './SampleMark.tsx';

type Cell = string | number | boolean | null | undefined;

/**
 * `details`: read-only label/value pairs, each value formatted and masked as the manifest says;
 * with `source`, the values are the answer's keys (the list is busy while it loads, and a failure
 * says so in Korean).
 */
const DetailsBlock: BlockViewComponent<'details'> = ({ block }) => {
  const loaded = useLoadedBody(block.source);
  const shownValue = (item: (typeof block.items)[number]): Cell => {
    if (item.key === undefined) return item.value;
    if (loaded.status !== 'ready') return null;
    const v = loaded.body[item.key];
    return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : null;
  };
  return (
    <section className="c-details" aria-busy={loaded.status === 'loading' || undefined}>
      {block.title || block.sample ? (
        <div className="c-details__head">
          {block.title ? <h2 className="c-heading c-heading--2">{block.title}</h2> : null}
          {block.sample ? <SampleMark /> : null}
        </div>
      ) : null}
      <LoadError message={loaded.status === 'failed' ? loaded.error : undefined} />
      <dl className="c-details__list">
        {block.items.map((item) => (
          <div key={item.label} className="c-details__item">
            <dt>{item.label}</dt>
            <dd>{displayValue(shownValue(item) as never, item)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
export default DetailsBlock;
