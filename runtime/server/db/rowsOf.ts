/**
 * The rows of a raw `db.execute(sql…)` result. The drivers differ in result type (pg's QueryResult,
 * PGlite's Results) but both carry `rows`; the query builder needs none of this.
 */
export function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) throw new Error('expected a query result with rows');
  return rows as T[];
}
