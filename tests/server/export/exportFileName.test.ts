import { describe, expect, it } from 'vitest';
import { exportFileName } from '../../../runtime/server/export/exportFileName.ts';

describe('exportFileName', () => {
  const now = new Date('2026-11-23T16:30:00Z'); // 2026-11-24 01:30 in Korea
  it('dates the file by the day in Korea and adds the extension', () => {
    expect(exportFileName('공지사항', 'xlsx', now)).toBe('공지사항_20261124.xlsx');
    expect(exportFileName('주문 목록', 'csv', now)).toBe('주문 목록_20261124.csv');
  });
  it('drops characters no file name may hold, and names an empty one export', () => {
    expect(exportFileName('a/b\\c:d*e?"<>|\u0007f', 'xlsx', now)).toBe('abcdef_20261124.xlsx');
    expect(exportFileName(' / ', 'xlsx', now)).toBe('export_20261124.xlsx');
  });
});
