/** Whether `date` (yyyy-MM-dd) is within a [from, to] range as the console's date-range field sends it. */
export function within(date: string, range: unknown): boolean {
  if (!Array.isArray(range)) return true;
  const [from, to] = range as [unknown, unknown];
  return (typeof from !== 'string' || !from || date >= from) && (typeof to !== 'string' || !to || date <= to);
}
