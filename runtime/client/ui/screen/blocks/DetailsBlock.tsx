import { displayValue } from '../../../../core/form/index.ts';
import type { BlockViewComponent } from '../screenContext.ts';
import { SampleMark } from './SampleMark.tsx';

/** `details`: read-only label/value pairs, each value formatted and masked as the manifest says. */
const DetailsBlock: BlockViewComponent<'details'> = ({ block }) => (
  <section className="c-details">
    {block.title || block.sample ? (
      <div className="c-details__head">
        {block.title ? <h2 className="c-heading c-heading--2">{block.title}</h2> : null}
        {block.sample ? <SampleMark /> : null}
      </div>
    ) : null}
    <dl className="c-details__list">
      {block.items.map((item) => (
        <div key={item.label} className="c-details__item">
          <dt>{item.label}</dt>
          <dd>{displayValue(item.value, item)}</dd>
        </div>
      ))}
    </dl>
  </section>
);
export default DetailsBlock;
