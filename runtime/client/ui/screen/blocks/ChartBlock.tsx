import { useEffect, useRef, useState } from 'react';
import { displayValue } from '../../../../core/form/index.ts';
import { formatCurrency } from '../../../../core/format/index.ts';
import { t } from '../../../i18n/index.ts';
import { useConsoleRuntime } from '../../../runtime/index.ts';
import { Button, Loader, LoadFailed } from '../../kit/index.ts';
import { resolveApi, rowsOf } from '../apiRequest.ts';
import type { BlockViewComponent } from '../screenContext.ts';
import { useDisplaySettings } from '../useDisplaySettings.ts';
import { useLoadedBody } from '../useLoadedBody.ts';
import './figures.css';

type Cell = string | number | boolean | null;
const cell = (v: unknown): Cell =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : null;

/**
 * `chart`: the rows of an API as a line, bar or pie chart. The chart library is loaded with the
 * first chart shown (drawChart.ts, a chunk of its own). The same rows are a table — read by screen
 * readers while the chart shows, and shown instead of it with 표로 보기 — so every figure is
 * reachable without the canvas. One state shows at a time: loading, the failure (다시 시도), the
 * empty text, or the chart.
 */
const ChartBlock: BlockViewComponent<'chart'> = ({ block }) => {
  const runtime = useConsoleRuntime();
  const settings = useDisplaySettings();
  const loaded = useLoadedBody(block.source);
  const [asTable, setAsTable] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const rows =
    loaded.status === 'ready' ? rowsOf(resolveApi(block.source.api, runtime.config.apis), loaded.answer) : [];
  const unit = block.unit ?? '';
  const formatValue = (v: number) => `${formatCurrency(v)}${unit}`;
  const shown = (v: unknown, column: { format?: string | undefined }) =>
    typeof v === 'number' && column.format === undefined
      ? formatValue(v)
      : displayValue(cell(v), column, settings);
  const labels = rows.map((row) => displayValue(cell(row[block.x.key]), block.x, settings));
  const series = block.series.map((s) => ({
    label: s.label,
    values: rows.map((row) => Number(row[s.key]) || 0),
  }));
  const signature = JSON.stringify([block.kind, labels, series, unit]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `signature` stands for what is drawn
  useEffect(() => {
    const target = canvas.current;
    if (!target || asTable || rows.length === 0) return;
    let undraw: (() => void) | undefined;
    let live = true;
    import('./drawChart.ts').then(
      ({ drawChart }) => {
        if (live) undraw = drawChart(target, { kind: block.kind, labels, series, formatValue });
      },
      () => {
        // The library could not load (offline after an update): the table says everything.
        if (live) setAsTable(true);
      },
    );
    return () => {
      live = false;
      undraw?.();
    };
  }, [signature, asTable]);

  const ready = loaded.status === 'ready' && rows.length > 0;
  return (
    <section
      className={`c-chart c-chart--${block.width}`}
      aria-busy={loaded.status === 'loading' || undefined}
    >
      <div className="c-chart__head">
        <h2 className="c-heading c-heading--2">{block.title}</h2>
        {ready ? (
          <Button
            variant="secondary"
            className="c-btn--small"
            aria-pressed={asTable}
            onClick={() => setAsTable((v) => !v)}
          >
            {t('chart.showTable')}
          </Button>
        ) : null}
      </div>
      {loaded.status === 'loading' ? <Loader compact /> : null}
      {loaded.status === 'failed' ? <LoadFailed message={loaded.error} onRetry={loaded.retry} /> : null}
      {loaded.status === 'ready' && rows.length === 0 ? (
        <p className="c-chart__empty">{t('chart.empty')}</p>
      ) : null}
      {ready && !asTable ? (
        <div className="c-chart__canvas" style={{ height: block.height }} aria-hidden="true">
          <canvas ref={canvas} />
        </div>
      ) : null}
      {ready ? (
        <div className={asTable ? 'c-chart__table' : 'c-visually-hidden'}>
          <table className="c-table">
            <caption className="c-visually-hidden">{block.title}</caption>
            <thead>
              <tr>
                <th scope="col">{block.x.label}</th>
                {block.series.map((s) => (
                  <th key={s.key} scope="col">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are read-only and in answer order
                <tr key={i}>
                  <th scope="row">{labels[i]}</th>
                  {block.series.map((s) => (
                    <td key={s.key}>{shown(row[s.key], s)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
};
export default ChartBlock;
