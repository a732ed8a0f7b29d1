import { describe, expect, it } from 'vitest';
import { displayValue } from '../../../../runtime/core/form/index.ts';
import { DATE_DISPLAY_FORMATS, dateTimePatternOf } from '../../../../runtime/core/format/index.ts';

// app.dateFormat: our yyyy-MM-dd (the Korean convention) by default, the spec's mm/dd/yy on request.
describe('displayValue: dates in the display format of app.dateFormat', () => {
  it('offers exactly the two day formats', () => {
    expect(DATE_DISPLAY_FORMATS).toEqual(['yyyy-MM-dd', 'MM/dd/yy']);
    expect(dateTimePatternOf('yyyy-MM-dd')).toBe('yyyy-MM-dd HH:mm:ss');
    expect(dateTimePatternOf('MM/dd/yy')).toBe('MM/dd/yy HH:mm:ss');
  });

  it.each([
    ['date', '2026-11-26', undefined, '2026-11-26'],
    ['date', '2026-11-26', 'yyyy-MM-dd', '2026-11-26'],
    ['date', '2026-11-26', 'MM/dd/yy', '11/26/26'],
    ['date', '2026-01-05T23:10:00', 'MM/dd/yy', '01/05/26'],
    ['datetime', '2026-11-26T09:05:07', undefined, '2026-11-26 09:05:07'],
    ['datetime', '2026-11-26T09:05:07', 'MM/dd/yy', '11/26/26 09:05:07'],
    ['time', '2026-11-26T09:05:07', 'MM/dd/yy', '09:05'],
    // What is no date shows as it came, whatever the format.
    ['date', '미정', 'MM/dd/yy', '미정'],
  ] as const)('%s %s with %s → %s', (format, value, dateFormat, shown) => {
    expect(displayValue(value, { format }, dateFormat ? { dateFormat } : {})).toBe(shown);
  });
});

describe('displayValue: codes by their labels', () => {
  it('shows a labelled code by its label, any other value as it is', () => {
    const labels = { ACTIVE: '사용', BLOCKED: '차단' };
    expect(displayValue('ACTIVE', { labels })).toBe('사용');
    expect(displayValue('DORMANT', { labels })).toBe('DORMANT');
    expect(displayValue('', { labels })).toBe('');
  });
});
