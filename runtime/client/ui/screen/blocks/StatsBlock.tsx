import { useEffect, useState } from 'react';
import type { StatsBlock as StatsSpec } from '../../../../../schemas/blocks/index.ts';
import { displayValue } from '../../../../core/form/index.ts';
import { formatCurrency } from '../../../../core/format/index.ts';
import { t } from '../../../i18n/index.ts';
import { useRouteOpenable } from '../../../runtime/index.ts';
import type { BlockViewComponent } from '../screenContext.ts';
import { useDisplaySettings } from '../useDisplaySettings.ts';
import { type LoadedBody, useLoadedBody } from '../useLoadedBody.ts';
import { LoadError } from './LoadError.tsx';
import './figures.css';
import { RouteLink } from './routeLink.tsx';

type Source = NonNullable<StatsSpec['source']>;
const keyOf = (source: Source) => JSON.stringify(source);

/** Reads one source and reports its state to the block (a figure's reads are shared by key). */
function SourceReader({
  source,
  onState,
}: {
  source: Source;
  onState: (key: string, state: LoadedBody) => void;
}) {
  const loaded = useLoadedBody(source);
  const key = keyOf(source);
  const { status } = loaded;
  const signature =
    status === 'ready' ? JSON.stringify(loaded.answer) : status === 'failed' ? loaded.error : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `signature` stands for `loaded`
  useEffect(() => onState(key, loaded), [key, status, signature]);
  return null;
}

/**
 * `stats`: figures as KPI cards, in the manifest's order. Each distinct source is read once; a
 * figure shows `…` while its read runs, `–` when it failed (the server's message shows once under
 * the cards), and is left out when the read was refused for lack of authority (403). A figure with
 * `to` is a link to the screen behind it, when the user may open that screen (else a plain card).
 */
const StatsBlock: BlockViewComponent<'stats'> = ({ block }) => {
  const settings = useDisplaySettings();
  const openable = useRouteOpenable();
  const sources = new Map<string, Source>();
  for (const item of block.items) {
    const source = item.source ?? block.source;
    if (source) sources.set(keyOf(source), source);
  }
  const [states, setStates] = useState<Record<string, LoadedBody>>({});
  const onState = (key: string, state: LoadedBody) => setStates((all) => ({ ...all, [key]: state }));
  const stateOf = (item: StatsSpec['items'][number]): LoadedBody => {
    const source = item.source ?? block.source;
    return (source && states[keyOf(source)]) || { status: 'loading' };
  };
  const shown = block.items.filter((item) => {
    const s = stateOf(item);
    return !(s.status === 'failed' && s.refused);
  });
  const errors = [
    ...new Set(
      block.items.flatMap((item) => {
        const s = stateOf(item);
        return s.status === 'failed' && !s.refused ? [s.error] : [];
      }),
    ),
  ];
  const busy = block.items.some((item) => stateOf(item).status === 'loading');
  return (
    <section className="c-stats" aria-busy={busy || undefined} aria-label={block.title}>
      {[...sources.entries()].map(([key, source]) => (
        <SourceReader key={key} source={source} onState={onState} />
      ))}
      {block.title ? <h2 className="c-heading c-heading--2">{block.title}</h2> : null}
      <ul className="c-stats__list">
        {shown.map((item) => {
          const s = stateOf(item);
          const raw = s.status === 'ready' ? s.body[item.key] : undefined;
          const value =
            s.status === 'loading' || s.status === 'idle'
              ? '…'
              : typeof raw === 'number' && item.format === undefined
                ? formatCurrency(raw)
                : typeof raw === 'number' || typeof raw === 'string'
                  ? displayValue(raw, item, settings)
                  : '–';
          const figure = (
            <>
              <span className="c-stats__label">{item.label}</span>
              <span className="c-stats__value">
                {value}
                {item.unit && value !== '…' && value !== '–' ? (
                  <span className="c-stats__unit">{item.unit}</span>
                ) : null}
              </span>
              {s.status === 'loading' ? (
                <span className="c-visually-hidden">{t('stats.loading')}</span>
              ) : null}
            </>
          );
          return (
            <li key={`${item.label}:${item.key}`} className="c-stats__item">
              {item.to && openable(item.to) ? (
                <RouteLink to={item.to} className="c-stats__card c-stats__card--link">
                  {figure}
                </RouteLink>
              ) : (
                <div className="c-stats__card">{figure}</div>
              )}
            </li>
          );
        })}
      </ul>
      {errors.map((message) => (
        <LoadError key={message} message={message} />
      ))}
    </section>
  );
};
export default StatsBlock;
