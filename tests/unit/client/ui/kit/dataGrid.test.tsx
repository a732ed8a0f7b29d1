// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  Button,
  DataGrid,
  type GridColumn,
  type GridRow,
  sortRows,
} from '../../../../../runtime/client/ui/kit/index.ts';

const COLUMNS: GridColumn[] = [
  { key: 'no', label: '번호', align: 'right' },
  { key: 'name', label: '이름', sortable: true },
  { key: 'points', label: '포인트', align: 'right', sortable: true },
];

const NAMES = ['하늘', '가람', '나래', '다솜', '라온'];
const MEMBERS: GridRow[] = Array.from({ length: 25 }, (_, i) => ({
  no: i + 1,
  name: `${NAMES[i % 5]}${i + 1}`,
  points: (i * 7) % 11,
}));

/** The text of one column's cells, top to bottom. */
function column(index: number): string[] {
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '');
}

describe('DataGrid', () => {
  it('shows the caption, 총 N건 (announced politely) and ten rows a page with a paginator', () => {
    render(<DataGrid caption="회원 목록" columns={COLUMNS} rows={MEMBERS} />);
    expect(screen.getByRole('table', { name: '회원 목록' })).not.toBeNull();
    const count = screen.getByText('총 25건');
    expect(count.getAttribute('aria-live')).toBe('polite');
    expect(column(0)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    const nav = screen.getByRole('navigation', { name: '페이지' });
    fireEvent.click(within(nav).getByRole('button', { name: '2' }));
    expect(column(0)).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
    fireEvent.click(within(nav).getByRole('button', { name: '3' }));
    expect(column(0)).toEqual(['21', '22', '23', '24', '25']);
  });

  it('sorts numbers numerically, ascending then descending, with aria-sort on the header', () => {
    const rows = [
      { n: '1', v: 10 },
      { n: '2', v: 9 },
      { n: '3', v: 100 },
      { n: '4', v: null },
      { n: '5', v: 9 },
    ];
    render(
      <DataGrid
        caption="점수"
        columns={[
          { key: 'n', label: '순번' },
          { key: 'v', label: '점수', sortable: true },
        ]}
        rows={rows}
      />,
    );
    const header = screen.getByRole('columnheader', { name: '점수' });
    expect(header.hasAttribute('aria-sort')).toBe(false);
    fireEvent.click(within(header).getByRole('button', { name: '점수' }));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    // Equal scores keep their order (stable); the empty score goes last.
    expect(column(0)).toEqual(['2', '5', '1', '3', '4']);
    fireEvent.click(within(header).getByRole('button', { name: '점수' }));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(column(1)).toEqual(['100', '10', '9', '9', '']);
    expect(column(0)).toEqual(['3', '1', '2', '5', '4']);
  });

  it('sorts Korean text in 가나다 order, moving the sort between columns', () => {
    const rows = [
      { name: '하늘', points: 1 },
      { name: '가람', points: 3 },
      { name: '다솜', points: 2 },
      { name: '나래', points: 4 },
    ];
    render(<DataGrid caption="회원" columns={COLUMNS.slice(1)} rows={rows} />);
    fireEvent.click(screen.getByRole('button', { name: '이름' }));
    expect(column(0)).toEqual(['가람', '나래', '다솜', '하늘']);
    fireEvent.click(screen.getByRole('button', { name: '포인트' }));
    expect(screen.getByRole('columnheader', { name: '이름' }).hasAttribute('aria-sort')).toBe(false);
    expect(screen.getByRole('columnheader', { name: '포인트' }).getAttribute('aria-sort')).toBe('ascending');
    expect(column(0)).toEqual(['하늘', '다솜', '가람', '나래']);
  });

  it('applies an initial descending sort', () => {
    render(<DataGrid caption="회원" columns={COLUMNS} rows={MEMBERS.slice(0, 5)} initialSort="-points" />);
    expect(screen.getByRole('columnheader', { name: '포인트' }).getAttribute('aria-sort')).toBe('descending');
    expect(column(2)).toEqual(['10', '7', '6', '3', '0']);
  });

  it('says 조회된 데이터가 없습니다. across the whole width when there are no rows', () => {
    render(<DataGrid caption="회원" columns={COLUMNS} rows={[]} rowActions={() => null} />);
    const cell = screen.getByRole('cell', { name: '조회된 데이터가 없습니다.' });
    expect(cell.getAttribute('colspan')).toBe('4');
    expect(screen.getByText('총 0건')).not.toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says once why the rows could not be read, with 다시 시도, and no count or empty text', () => {
    const retried: number[] = [];
    render(
      <DataGrid
        caption="회원"
        columns={COLUMNS}
        rows={[]}
        error="권한이 없습니다."
        onRetry={() => retried.push(1)}
        emptyText="회원이 없습니다."
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('권한이 없습니다.다시 시도');
    expect(screen.getAllByText('권한이 없습니다.')).toHaveLength(1);
    expect(screen.queryByText('총 0건')).toBeNull();
    expect(screen.queryByText('회원이 없습니다.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(retried).toHaveLength(1);
  });

  it('shows only the loader before the first rows: no count, no empty text', () => {
    render(<DataGrid caption="회원" columns={COLUMNS} rows={[]} busy emptyText="회원이 없습니다." />);
    expect(screen.queryByText('회원이 없습니다.')).toBeNull();
    expect(screen.queryByText('총 0건')).toBeNull();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  it('renders row actions in a last 관리 column for every row, and custom cells', () => {
    render(
      <DataGrid
        caption="회원"
        columns={COLUMNS}
        rows={MEMBERS.slice(0, 3)}
        renderCell={(row, col) => (col.key === 'points' ? `${String(row.points)}P` : String(row[col.key]))}
        rowActions={(row) => <Button aria-label={`${String(row.name)} 수정`}>수정</Button>}
      />,
    );
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers[headers.length - 1]).toBe('관리');
    expect(screen.getAllByRole('button', { name: /수정$/ }).map((b) => b.getAttribute('aria-label'))).toEqual(
      ['하늘1 수정', '가람2 수정', '나래3 수정'],
    );
    expect(column(2)).toEqual(['0P', '7P', '3P']);
  });

  it('stays on its page while it exists and goes back to page 1 when the rows no longer reach it', () => {
    const { rerender } = render(<DataGrid caption="회원" columns={COLUMNS} rows={MEMBERS} />);
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    rerender(<DataGrid caption="회원" columns={COLUMNS} rows={MEMBERS.slice(0, 15)} />);
    expect(column(0)).toEqual(['11', '12', '13', '14', '15']);
    fireEvent.click(screen.getByRole('button', { name: '포인트' }));
    expect(screen.getByRole('button', { name: '2' }).getAttribute('aria-current')).toBe('page');
    rerender(<DataGrid caption="회원" columns={COLUMNS} rows={MEMBERS.slice(0, 8)} />);
    expect(column(0)).toHaveLength(8);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByText('총 8건')).not.toBeNull();
  });

  it('moves to the last page that still exists when the rows shrink below the current one', () => {
    const { rerender } = render(<DataGrid caption="회원" columns={COLUMNS} rows={MEMBERS} />);
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    rerender(<DataGrid caption="회원" columns={COLUMNS} rows={MEMBERS.slice(0, 15)} />);
    expect(column(0)).toEqual(['11', '12', '13', '14', '15']);
    expect(screen.getByRole('button', { name: '2' }).getAttribute('aria-current')).toBe('page');
    // The page itself followed the rows: more rows again do not jump back to page 3.
    rerender(<DataGrid caption="회원" columns={COLUMNS} rows={MEMBERS} />);
    expect(column(0)).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
  });

  it('counts thousands with separators', () => {
    const many = Array.from({ length: 1234 }, (_, i) => ({ no: i + 1 }));
    render(<DataGrid caption="회원" columns={COLUMNS} rows={many} />);
    expect(screen.getByText('총 1,234건')).not.toBeNull();
  });

  it('shows every row without paging when pageSize is 0', () => {
    render(<DataGrid caption="회원" columns={COLUMNS} rows={MEMBERS} pageSize={0} showCount={false} />);
    expect(column(0)).toHaveLength(25);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByText('총 25건')).toBeNull();
  });

  it('covers the table with the loader and marks it busy while loading', () => {
    render(<DataGrid caption="회원" columns={COLUMNS} rows={[]} busy />);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('불러오는 중입니다.');
  });
});

describe('sortRows', () => {
  it('compares digit strings as numbers and keeps empty values last in both directions', () => {
    const rows = [{ v: '10' }, { v: '' }, { v: '9' }, { v: undefined }, { v: '-1' }];
    expect(sortRows(rows, { key: 'v', descending: false }).map((r) => r.v)).toEqual([
      '-1',
      '9',
      '10',
      '',
      undefined,
    ]);
    expect(sortRows(rows, { key: 'v', descending: true }).map((r) => r.v)).toEqual([
      '10',
      '9',
      '-1',
      '',
      undefined,
    ]);
    expect(rows[0]?.v).toBe('10');
  });
});

describe('DataGrid on a phone (below 600 px)', () => {
  const phone = (matches: boolean) =>
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: matches && query === '(max-width: 599px)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }),
    });
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('mobile cards: one card a row, the key column as its title with the row actions beside it', () => {
    phone(true);
    render(
      <DataGrid
        caption="회원 목록"
        columns={COLUMNS}
        rows={MEMBERS.slice(0, 3)}
        mobile="cards"
        rowActions={(row) => <Button>{`${String(row.name)} 연결해제`}</Button>}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: '회원 목록' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const first = cards[0] as HTMLElement;
    expect(first.querySelector('.c-grid__card-title')?.textContent).toBe('1');
    expect(within(first).getByRole('button').textContent).toBe('하늘1 연결해제');
    expect([...first.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['이름', '포인트']);
    expect(screen.getByText('총 3건')).not.toBeNull();
  });

  it('mobile cards: no row, one empty text; a failure, one message', () => {
    phone(true);
    const { rerender } = render(
      <DataGrid caption="회원" columns={COLUMNS} rows={[]} mobile="cards" emptyText="회원이 없습니다." />,
    );
    expect(screen.getAllByText('회원이 없습니다.')).toHaveLength(1);
    rerender(<DataGrid caption="회원" columns={COLUMNS} rows={[]} mobile="cards" error="권한이 없습니다." />);
    expect(screen.getByRole('alert').textContent).toBe('권한이 없습니다.');
    expect(screen.queryByText('회원이 없습니다.')).toBeNull();
  });

  it('mobile scroll (and any grid on a wide screen): the table stays', () => {
    phone(true);
    render(<DataGrid caption="회원 목록" columns={COLUMNS} rows={MEMBERS.slice(0, 3)} />);
    expect(screen.getByRole('table', { name: '회원 목록' })).not.toBeNull();
    cleanup();
    phone(false);
    render(<DataGrid caption="회원 목록" columns={COLUMNS} rows={MEMBERS.slice(0, 3)} mobile="cards" />);
    expect(screen.getByRole('table', { name: '회원 목록' })).not.toBeNull();
  });
});
