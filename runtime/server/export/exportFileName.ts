import type { ExportFormat } from '../../../schemas/index.ts';
import { EXPORT_TYPES } from './tableWriter.ts';

const seoulDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', dateStyle: 'short' });

/** Characters no file name may hold on Windows, macOS or Linux, and control characters. */
const unsafe = (c: string) => '\\/:*?"<>|'.includes(c) || (c.codePointAt(0) ?? 0) < 0x20 || c === '\u007f';

/** `공지사항_20261123.xlsx`: the name, the day in Korea, the format's extension; unsafe characters dropped. */
export function exportFileName(name: string, format: ExportFormat, now: Date = new Date()): string {
  const base =
    [...name]
      .filter((c) => !unsafe(c))
      .join('')
      .trim() || 'export';
  return `${base}_${seoulDate.format(now).replaceAll('-', '')}.${EXPORT_TYPES[format].extension}`;
}
