// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DataGrid, type GridColumn, type GridRow } from '../../../../../runtime/client/ui/kit/index.ts';
import { EMPTY_GRID_PREFS, type GridPrefs } from '../../../../../runtime/core/grid/index.ts';

const COLUMNS: GridColumn[] = [
  { key: 'no', label: '번호' },
  { key: 'name', label: '이름' },
  { key: 'points', label: '포인트' },
];
const rowsOf = (n: number): GridRow[] =>
  Array.from({ length: n }, (_, i) => ({ no: i + 1, name: `회원${i + 1}`, points: i * 10 }));

const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

function WithPrefs({ rows = rowsOf(5), onPrefs }: { rows?: GridRow[]; onPrefs?: (p: GridPrefs) => void }) {
  const [prefs, setPrefs] = useState<GridPrefs>(EMPTY_GRID_PREFS);
  return (
    <DataGrid
      caption="회원 목록"
      columns={COLUMNS}
      rows={rows}
      columnPrefs={{
        prefs,
        onChange: (p) => {
          setPrefs(p);
          onPrefs?.(p);
        },
      }}
    />
  );
}

describe('DataGrid column settings', () => {
  it('hides, shows and reorders columns from 열 설정; 초기화 restores them', () => {
    render(<WithPrefs />);
    fireEvent.click(screen.getByRole('button', { name: '열 설정' }));
    const panel = screen.getByRole('group', { name: '열 설정' });
    fireEvent.click(within(panel).getByRole('checkbox', { name: '번호' }));
    expect(headers()).toEqual(['이름', '포인트']);
    fireEvent.click(within(panel).getByRole('button', { name: '포인트 위로 이동' }));
    expect(headers()).toEqual(['포인트', '이름']);
    fireEvent.click(within(panel).getByRole('button', { name: '초기화' }));
    expect(headers()).toEqual(['번호', '이름', '포인트']);
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: '열 설정' })).toBeNull();
  });

  it('resizes a column from the keyboard on its separator', () => {
    let last: GridPrefs | undefined;
    render(<WithPrefs onPrefs={(p) => (last = p)} />);
    const head = screen.getByRole('columnheader', { name: /이름/ });
    const handle = within(head).getByRole('separator', { name: '열 너비' });
    expect(document.getElementById(handle.getAttribute('aria-describedby') ?? '')?.textContent).toBe('이름');
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    // jsdom measures 0 px: one step up is still the narrowest width.
    expect(last?.widths).toEqual({ name: 48 });
    expect(screen.getByRole('columnheader', { name: /이름/ }).style.width).toBe('48px');
  });
});

describe('DataGrid selection', () => {
  function Selectable() {
    const [selected, setSelected] = useState<ReadonlySet<string | number>>(new Set());
    return (
      <DataGrid
        caption="회원 목록"
        columns={COLUMNS}
        rows={rowsOf(25)}
        rowKey={(r) => String(r.no)}
        selection={{ selected, onChange: setSelected }}
      />
    );
  }

  it('selects rows one by one and the page at once, and says how many', () => {
    render(<Selectable />);
    fireEvent.click(screen.getByRole('checkbox', { name: '1 선택' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '3 선택' }));
    expect(screen.getByText('2건 선택')).not.toBeNull();
    const all = screen.getByRole('checkbox', { name: '전체 선택' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    expect(screen.getByText('10건 선택')).not.toBeNull();
    expect(bodyRows()[0]?.className).toBe('is-selected');
    fireEvent.click(all);
    expect(screen.queryByText(/건 선택/)).toBeNull();
  });
});

describe('DataGrid page sizes and long lists', () => {
  it('offers page sizes with 전체, and renders only the rows in view of 10,000', () => {
    render(<DataGrid caption="회원 목록" columns={COLUMNS} rows={rowsOf(10_000)} pageSizes={[10, 50, 0]} />);
    expect(bodyRows()).toHaveLength(10);
    fireEvent.change(screen.getByLabelText('페이지당 행 수'), { target: { value: '0' } });
    expect(screen.queryByRole('navigation', { name: '페이지' })).toBeNull();
    const table = screen.getByRole('table');
    expect(table.getAttribute('aria-rowcount')).toBe('10001');
    const rendered = bodyRows().filter((r) => !r.classList.contains('c-grid__spacer'));
    expect(rendered.length).toBeLessThan(60);
    expect(rendered[0]?.textContent).toContain('회원1');
    // Scrolled far down: the rows there, not the first ones.
    const scroller = table.parentElement as HTMLElement;
    scroller.scrollTop = 40 * 5000;
    fireEvent.scroll(scroller);
    const after = bodyRows().filter((r) => !r.classList.contains('c-grid__spacer'));
    expect(after.length).toBeLessThan(60);
    expect(after.some((r) => r.textContent?.includes('회원5001'))).toBe(true);
  });

  it('has 새로고침 when asked', () => {
    let refreshed = 0;
    render(<DataGrid caption="회원 목록" columns={COLUMNS} rows={rowsOf(3)} onRefresh={() => refreshed++} />);
    fireEvent.click(screen.getByRole('button', { name: '새로고침' }));
    expect(refreshed).toBe(1);
  });
});

describe('DataGrid pinned columns', () => {
  it('shows pinned columns at their edges, sticky, with the checkbox and 관리 beside them', () => {
    render(
      <DataGrid
        caption="회원 목록"
        columns={[
          { key: 'points', label: '포인트' },
          { key: 'name', label: '이름', pin: 'left' },
          { key: 'no', label: '번호', pin: 'left' },
          { key: 'grade', label: '등급', pin: 'right' },
        ]}
        rows={rowsOf(2).map((r): GridRow => ({ ...r, grade: '골드' }))}
        rowKey={(r) => String(r.no)}
        selection={{ selected: new Set(), onChange: () => {} }}
        rowActions={() => <button type="button">수정</button>}
      />,
    );
    expect(headers()).toEqual(['', '이름', '번호', '포인트', '등급', '관리']);
    const [head, first] = within(screen.getByRole('table')).getAllByRole('row');
    for (const row of [head, first]) {
      const cells = [...(row as HTMLElement).children] as HTMLElement[];
      const pinned = cells.map((c) => c.classList.contains('c-grid__cell--pinned'));
      expect(pinned).toEqual([true, true, true, false, true, true]);
      // Sticky at their side (offsets come from the measured widths: 0 in jsdom).
      expect(cells[1]?.style.left).toBe('0px');
      expect(cells[5]?.style.right).toBe('0px');
      expect(cells[3]?.style.left).toBe('');
      // The cells next to the scrolling part carry the shadow.
      expect(cells[2]?.classList.contains('is-pin-edge-left')).toBe(true);
      expect(cells[4]?.classList.contains('is-pin-edge-right')).toBe(true);
    }
  });

  it('pins nothing, not even the checkbox, when no column asks', () => {
    render(
      <DataGrid
        caption="회원 목록"
        columns={COLUMNS}
        rows={rowsOf(2)}
        rowKey={(r) => String(r.no)}
        selection={{ selected: new Set(), onChange: () => {} }}
      />,
    );
    expect(screen.getByRole('table').querySelectorAll('.c-grid__cell--pinned')).toHaveLength(0);
  });
});

describe('DataGrid cell navigation', () => {
  it('counts every row of a paged grid for a screen reader, and places each row of the page in it', () => {
    const { unmount } = render(
      <DataGrid
        caption="회원 목록"
        columns={COLUMNS}
        rows={rowsOf(10)}
        pageSize={10}
        remote={{ page: 3, total: 100_000, onPageChange: () => {} }}
        cellNavigation
      />,
    );
    const grid = screen.getByRole('grid', { name: '회원 목록' });
    expect(grid.getAttribute('aria-rowcount')).toBe('100001');
    expect(within(grid).getAllByRole('row')[1]?.getAttribute('aria-rowindex')).toBe('22');
    unmount();
    // Paged in the browser: the same, page 2 of 25 rows.
    render(<DataGrid caption="회원 목록" columns={COLUMNS} rows={rowsOf(25)} pageSize={10} cellNavigation />);
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    const local = screen.getByRole('grid', { name: '회원 목록' });
    expect(local.getAttribute('aria-rowcount')).toBe('26');
    expect(within(local).getAllByRole('row')[1]?.getAttribute('aria-rowindex')).toBe('12');
  });

  it('is a grid with its counts; one cell in the tab order; arrows, Home/End, Ctrl+End move it; Enter goes in, Escape back', () => {
    render(
      <DataGrid
        caption="회원 목록"
        columns={COLUMNS}
        rows={rowsOf(3)}
        cellNavigation
        rowActions={(r) => <button type="button">{`${String(r.name)} 수정`}</button>}
      />,
    );
    const grid = screen.getByRole('grid', { name: '회원 목록' });
    expect(grid.getAttribute('aria-rowcount')).toBe('4');
    expect(grid.getAttribute('aria-colcount')).toBe('4');
    const cells = () => [...grid.querySelectorAll<HTMLElement>('td[data-row]')];
    expect(cells().filter((c) => c.tabIndex === 0)).toHaveLength(1);
    const at = (row: number, col: number) =>
      grid.querySelector<HTMLElement>(`[data-row="${row}"][data-col="${col}"]`) as HTMLElement;
    at(0, 0).focus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(at(0, 1));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('회원2');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(at(1, 3));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Enter' });
    expect(document.activeElement?.textContent).toBe('회원2 수정');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(document.activeElement).toBe(at(1, 3));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Home', ctrlKey: true });
    expect(document.activeElement).toBe(at(0, 0));
    // Up from the first row: the header row, whose cells are in the navigation too; past the edges it stays.
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(at(-1, 0));
    expect(document.activeElement?.tagName).toBe('TH');
    expect(document.activeElement?.getAttribute('aria-colindex')).toBe('1');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(at(-1, 0));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(at(0, 0));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End', ctrlKey: true });
    expect(document.activeElement).toBe(at(2, 3));
    expect(cells().filter((c) => c.tabIndex === 0)).toEqual([at(2, 3)]);
  });

  it('reaches a sortable header cell from the rows and sorts from it with Enter, then comes back', () => {
    const SORTABLE = COLUMNS.map((c) => ({ ...c, sortable: true }));
    render(<DataGrid caption="회원 목록" columns={SORTABLE} rows={rowsOf(3)} cellNavigation />);
    const grid = screen.getByRole('grid', { name: '회원 목록' });
    const at = (row: number, col: number) =>
      grid.querySelector<HTMLElement>(`[data-row="${row}"][data-col="${col}"]`) as HTMLElement;
    at(1, 1).focus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'PageUp' });
    expect(document.activeElement).toBe(at(0, 1));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'PageUp' });
    expect(document.activeElement).toBe(at(-1, 1));
    expect(grid.querySelectorAll('[data-row][tabindex="0"]')).toHaveLength(1);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Enter' });
    const sortButton = document.activeElement as HTMLElement;
    expect(sortButton.tagName).toBe('BUTTON');
    fireEvent.click(sortButton);
    expect(at(-1, 1).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.keyDown(sortButton, { key: 'Escape' });
    expect(document.activeElement).toBe(at(-1, 1));
  });

  it('stays a table without it', () => {
    render(<DataGrid caption="회원 목록" columns={COLUMNS} rows={rowsOf(2)} />);
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByRole('table', { name: '회원 목록' }).getAttribute('aria-colcount')).toBeNull();
    expect(screen.getByRole('table').querySelectorAll('[data-row]')).toHaveLength(0);
  });
});
