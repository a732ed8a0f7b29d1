// The page of `npm run bench:grid` in Chromium: one DataGrid of `?rows=N` browser-side rows on one
// page (page size 0, 전체), as a console screen shows it (the console's base and grid styles). It
// reports on `window.bench`: `renderMs` (from render() to the second frame after it, the rows made
// before), and `scroll(frames, step)`, which scrolls the table by `step` px once a frame and resolves
// each step's work on the main thread (see below).
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import '../../../runtime/client/ui/base.css';
import { DataGrid, type GridColumn } from '../../../runtime/client/ui/kit/index.ts';

const COLUMNS: GridColumn[] = [
  { key: 'no', label: '번호', align: 'right', width: 80 },
  { key: 'memberNo', label: '회원번호', width: 110, pin: 'left' },
  { key: 'name', label: '이름', width: 90, pin: 'left' },
  { key: 'grade', label: '등급', align: 'center', width: 70 },
  { key: 'mobile', label: '휴대폰번호', width: 130, nowrap: true },
  { key: 'email', label: '이메일', width: 200 },
  { key: 'points', label: '포인트', align: 'right', width: 100 },
  { key: 'joined', label: '가입일', width: 110, nowrap: true },
  { key: 'store', label: '단골매장', width: 140 },
  { key: 'status', label: '상태', align: 'center', width: 70 },
];
const GRADES = ['일반', '실버', '골드', 'VIP'];
const query = new URLSearchParams(location.search);
const count = Number(query.get('rows') ?? 100);
/** `?paged=N`: the rows come from the server N at a time (a server-paged grid of `rows` rows). */
const pageSize = Number(query.get('paged') ?? 0);
const rowOf = (i: number) => ({
  no: i + 1,
  memberNo: `M${String(100001 + i)}`,
  name: `회원${i + 1}`,
  grade: GRADES[i % 4],
  mobile: `010-****-${String(1000 + (i % 9000))}`,
  email: `member${i + 1}@example.com`,
  points: ((i * 37) % 100000).toLocaleString('ko-KR'),
  joined: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
  store: `매장 ${(i % 40) + 1}호점`,
  status: i % 11 === 0 ? '휴면' : '사용',
});
/** One page as a server answers it: made when asked, as a fetch would hand it over. */
const pageOf = (page: number) =>
  Array.from({ length: Math.min(pageSize, count - (page - 1) * pageSize) }, (_, i) =>
    rowOf((page - 1) * pageSize + i),
  );
const rows = pageSize ? [] : Array.from({ length: count }, (_, i) => rowOf(i));

declare global {
  interface Window {
    bench: {
      renderMs?: number;
      scroll(frames: number, step: number): Promise<number[]>;
      /** Server-paged: shows page `page` (its rows as the answer brings them), resolving the ms to the second frame. */
      turn?(page: number): Promise<number>;
    };
  }
}

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
/** After the tasks queued before it (React's scheduler posts its render as one). */
const afterQueuedTasks = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
window.bench = {
  // Each step, one frame apart: the scroll, the grid's handler, React's render of the new window of
  // rows, and the style and layout of the result, timed on the main thread (a frame's work but its
  // paint, which the compositor does). Timing the gaps between animation frames instead measures
  // the display's 60 Hz here: headless Chromium ignores the flags that turn vsync off.
  async scroll(frames, step) {
    const el = document.querySelector('.c-grid__scroll') as HTMLElement;
    const times: number[] = [];
    for (let i = 0; i < frames; i++) {
      await frame();
      const started = performance.now();
      el.scrollTop += step;
      el.dispatchEvent(new Event('scroll'));
      await afterQueuedTasks();
      void document.body.offsetHeight;
      times.push(performance.now() - started);
    }
    return times;
  },
};
/** A server-paged grid of `count` rows: one page in the DOM, 처음 … 마지막 under it. */
function Paged() {
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState(() => pageOf(1));
  window.bench.turn = async (next) => {
    const t0 = performance.now();
    setShown(pageOf(next));
    setPage(next);
    await frame();
    await frame();
    return performance.now() - t0;
  };
  return (
    <DataGrid
      caption="회원 목록"
      columns={COLUMNS}
      rows={shown}
      pageSize={pageSize}
      rowKey={(r) => String(r.no)}
      remote={{ page, total: count, onPageChange: (p) => void window.bench.turn?.(p) }}
      cellNavigation
    />
  );
}

const started = performance.now();
createRoot(document.getElementById('app') as HTMLElement).render(
  <main style={{ padding: 16, ['--c-grid-max-h' as string]: '720px' }}>
    {pageSize ? (
      <Paged />
    ) : (
      <DataGrid
        caption="회원 목록"
        columns={COLUMNS}
        rows={rows}
        pageSize={0}
        rowKey={(r) => String(r.no)}
        cellNavigation
      />
    )}
  </main>,
);
await frame();
await frame();
window.bench.renderMs = performance.now() - started;
