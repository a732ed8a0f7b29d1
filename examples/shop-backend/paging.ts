/** Server-side paging and sorting as the console's grids ask for it: `page` (1-based), `size`, `sort`. */
export interface PageQuery {
  page?: unknown;
  size?: unknown;
  sort?: unknown;
}

const int = (v: unknown, fallback: number, max: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

/**
 * One page of `rows` sorted by `sort` (a key, `-key` for descending; only `sortable` keys), with the
 * count of all rows: the body a declared API with `rows: list` and `total: totalCount` reads.
 */
export function pageOf<T extends object>(
  rows: readonly T[],
  q: PageQuery,
  sortable: readonly (keyof T & string)[],
): { list: T[]; totalCount: number } {
  const size = int(q.size, 10, 500);
  const page = int(q.page, 1, Number.MAX_SAFE_INTEGER);
  let sorted = [...rows];
  const sort = typeof q.sort === 'string' ? q.sort : '';
  const key = sort.replace(/^-/, '') as keyof T & string;
  if (sortable.includes(key)) {
    const dir = sort.startsWith('-') ? -1 : 1;
    sorted = sorted.sort((a, b) => {
      const x = a[key] as unknown as string | number;
      const y = b[key] as unknown as string | number;
      return (x < y ? -1 : x > y ? 1 : 0) * dir;
    });
  }
  return { list: sorted.slice((page - 1) * size, page * size), totalCount: rows.length };
}
