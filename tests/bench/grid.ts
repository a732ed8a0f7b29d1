// `npm run bench:grid`: a DataGrid with 10,000 browser-side rows on one page (page size 전체) in
// jsdom: the first render and 50 scroll steps, against the anchor of the same grid with 100 rows
// (not virtualised) measured in the same run. Budgets: render ≤ 3 × the anchor; a scroll step's
// median ≤ the anchor's render; at most 60 rows in the DOM. For scale, the 10,000 rows rendered
// without virtualisation (every row in the DOM) are measured once too.
import { JSDOM } from 'jsdom';

const dom = new JSDOM('<!doctype html><html><body></body></html>', { pretendToBeVisual: true });
const g = globalThis as Record<string, unknown>;
for (const key of ['window', 'document', 'navigator', 'HTMLElement', 'Node', 'Element', 'getComputedStyle']) {
  g[key] = (dom.window as unknown as Record<string, unknown>)[key];
}
g.IS_REACT_ACT_ENVIRONMENT = true;

const { act, createElement } = await import('react');
const { createRoot } = await import('react-dom/client');
const { DataGrid, VIRTUAL_ROWS_FROM } = await import('../../runtime/client/ui/kit/DataGrid.tsx');

const COLUMNS = [
  { key: 'no', label: '번호', align: 'right' as const },
  { key: 'name', label: '이름', sortable: true },
  { key: 'grade', label: '등급' },
  { key: 'points', label: '포인트', align: 'right' as const },
  { key: 'joined', label: '가입일' },
];
const rowsOf = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    no: i + 1,
    name: `회원${i + 1}`,
    grade: ['일반', '실버', '골드', '로얄'][i % 4],
    points: (i * 7919) % 100_000,
    joined: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
  }));

interface Run {
  renderMs: number;
  scrollMedianMs: number;
  domRows: number;
}

async function measure(n: number, virtual: boolean): Promise<Run> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const rows = rowsOf(n);
  let t = performance.now();
  await act(async () => {
    root.render(
      createElement(DataGrid, {
        caption: '회원 목록',
        columns: COLUMNS,
        rows,
        // 0 = every row on one page (전체).
        pageSize: 0,
        virtualize: virtual,
      }),
    );
  });
  const renderMs = performance.now() - t;
  const scroller = host.querySelector<HTMLElement>('.c-grid__scroll');
  const steps: number[] = [];
  for (let i = 1; i <= 50 && scroller; i++) {
    t = performance.now();
    await act(async () => {
      scroller.scrollTop = Math.floor((i / 50) * n * 40 * 0.98);
      scroller.dispatchEvent(new dom.window.Event('scroll'));
    });
    steps.push(performance.now() - t);
  }
  steps.sort((a, b) => a - b);
  const domRows = host.querySelectorAll('tbody tr:not(.c-grid__spacer)').length;
  await act(async () => root.unmount());
  host.remove();
  return { renderMs, scrollMedianMs: steps[Math.floor(steps.length / 2)] ?? 0, domRows };
}

// Warm up React and the JIT on both paths.
await measure(300, true);
await measure(100, false);
const anchor = await measure(100, false);
const subject = await measure(10_000, true);
const everyRow = await measure(10_000, false);

const renderRatio = subject.renderMs / anchor.renderMs;
const scrollRatio = subject.scrollMedianMs / anchor.renderMs;
const f = (x: number) => x.toFixed(1);
console.log(`virtualised from ${VIRTUAL_ROWS_FROM} rows on one page`);
console.log(
  `anchor  100 rows:              render ${f(anchor.renderMs)} ms, ${anchor.domRows} rows in the DOM`,
);
console.log(
  `subject 10,000 rows (전체):      render ${f(subject.renderMs)} ms (${renderRatio.toFixed(2)} × anchor, budget 3), ` +
    `scroll step median ${f(subject.scrollMedianMs)} ms (${scrollRatio.toFixed(2)} × anchor render, budget 1), ` +
    `${subject.domRows} rows in the DOM (budget 60)`,
);
console.log(
  `for scale, 10,000 rows without virtualisation: render ${f(everyRow.renderMs)} ms (${(everyRow.renderMs / anchor.renderMs).toFixed(1)} × anchor), ${everyRow.domRows} rows in the DOM`,
);
const over = renderRatio > 3 || scrollRatio > 1 || subject.domRows > 60;
if (over) console.error('grid benchmark: over budget');
process.exitCode = over ? 1 : 0;
