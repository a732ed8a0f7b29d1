import type { ExportFormat } from '../../../schemas/index.ts';
import { EXPORT_TYPES } from './tableWriter.ts';

const seoulDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', dateStyle: 'short' });

/** `공지사항_20261123.xlsx`: the name, the day in Korea, the format's extension; unsafe characters dropped. */
export function exportFileName(name: string, format: ExportFormat, now: Date = new Date()): string {
  const base = name.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '').trim() || 'export';
  return `${base}_${seoulDate.format(now).replaceAll('-', '')}.${EXPORT_TYPES[format].extension}`;
}
