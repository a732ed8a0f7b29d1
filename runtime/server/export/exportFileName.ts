import type { ExportFormat } from '../../../schemas/index.ts';
import { DEFAULT_TIME_ZONE, dayIn } from '../../core/time/index.ts';
import { EXPORT_TYPES } from './tableWriter.ts';

/** Characters no file name may hold on Windows, macOS or Linux, and control characters. */
const unsafe = (c: string) => '\\/:*?"<>|'.includes(c) || (c.codePointAt(0) ?? 0) < 0x20 || c === '\u007f';

/**
 * `공지사항_20261123.xlsx`: the name, the day in the console's calendar (`app.timeZone`, Korea's by
 * default), the format's extension; unsafe characters dropped.
 */
export function exportFileName(
  name: string,
  format: ExportFormat,
  now: Date = new Date(),
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const base =
    [...name]
      .filter((c) => !unsafe(c))
      .join('')
      .trim() || 'export';
  return `${base}_${dayIn(now, timeZone).replaceAll('-', '')}.${EXPORT_TYPES[format].extension}`;
}
