import { useContext } from 'react';
import { displayValue } from '../../../../core/form/index.ts';
import { CopyButton } from '../../kit/CopyButton.tsx';
import { fillText } from '../fillTemplate.ts';
import { type BlockViewComponent, PopupValuesContext } from '../screenContext.ts';
import { useDisplaySettings } from '../useDisplaySettings.ts';
import { useLoadedBody } from '../useLoadedBody.ts';
import { LoadError } from './LoadError.tsx';
import { SampleMark } from './SampleMark.tsx';

type Cell = string | number | boolean | null | undefined;

/**
 * `details`: read-only label/value pairs, each value formatted and masked as the manifest says.
 * An item's `key` reads the answer of `source` (the list is busy while it loads, and a failure
 * says so in Korean) or, without a source, the values its popup was opened with (the row, or the
 * answer of the call that opened it). `{key}` in the title is filled from the same record. An item
 * with `copy` has a 복사 button for its value as shown (formatted and masked: a copy never reveals
 * what the screen hides).
 */
const DetailsBlock: BlockViewComponent<'details'> = ({ block }) => {
  const loaded = useLoadedBody(block.source);
  const popupValues = useContext(PopupValuesContext);
  const settings = useDisplaySettings();
  const record = block.source ? (loaded.status === 'ready' ? loaded.body : undefined) : popupValues;
  const shownValue = (item: (typeof block.items)[number]): Cell => {
    if (item.key === undefined) return item.value;
    const v = record?.[item.key];
    return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : null;
  };
  // A title with `{key}` waits for its record (no "님의 가용포인트" while loading or after a failure).
  const title =
    block.title && (record || !/\{\w+\}/.test(block.title)) ? fillText(block.title, record ?? {}) : undefined;
  return (
    <section className="c-details" aria-busy={loaded.status === 'loading' || undefined}>
      {block.title || block.sample ? (
        <div className="c-details__head">
          {title ? <h2 className="c-heading c-heading--2">{title}</h2> : null}
          {block.sample ? <SampleMark /> : null}
        </div>
      ) : null}
      <LoadError message={loaded.status === 'failed' ? loaded.error : undefined} />
      <dl className="c-details__list">
        {block.items.map((item) => {
          const shown = displayValue(shownValue(item) as never, item, settings);
          return (
            <div key={item.label} className="c-details__item">
              <dt>{item.label}</dt>
              <dd>
                {shown}
                {item.copy && shown !== '' ? <CopyButton text={shown} label={item.label} /> : null}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
};
export default DetailsBlock;
