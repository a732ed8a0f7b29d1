import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayValue } from '../../../../runtime/core/form/index.ts';
import { formatDate, formatDateTime } from '../../../../runtime/core/format/index.ts';
import {
  dayIn,
  isTimeZone,
  presetRange,
  startOfDayIn,
  todayIn,
} from '../../../../runtime/core/time/index.ts';
import { configSchema } from '../../../../schemas/config/index.ts';

// 07:30 on 27 November in Korea: still the 26th in UTC and in Los Angeles (the bug a staff user
// met: a notice made that morning showed the 26th).
const MORNING_IN_KOREA = Date.parse('2026-11-26T22:30:00Z');

describe.each(['UTC', 'America/Los_Angeles', 'Asia/Seoul'])('Korean days on a machine in %s', (zone) => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = before;
  });

  it('runs in that zone (the test would prove nothing otherwise)', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone === 'UTC' ? 'UTC' : zone);
  });

  it('names the Korean day of an instant, and today, whatever the machine’s zone', () => {
    expect(dayIn(MORNING_IN_KOREA)).toBe('2026-11-27');
    expect(todayIn('Asia/Seoul', MORNING_IN_KOREA)).toBe('2026-11-27');
    expect(dayIn(MORNING_IN_KOREA, 'UTC')).toBe('2026-11-26');
    expect(dayIn(new Date('2026-11-27T00:00:00+09:00'))).toBe('2026-11-27');
    expect(dayIn(new Date('2026-11-26T23:59:59.999+09:00'))).toBe('2026-11-26');
  });

  it('knows when a Korean day begins (and a day in a zone with summer time)', () => {
    expect(startOfDayIn('2026-11-27').toISOString()).toBe('2026-11-26T15:00:00.000Z');
    expect(startOfDayIn('2026-11-27', 'Asia/Seoul', 1).toISOString()).toBe('2026-11-27T15:00:00.000Z');
    expect(startOfDayIn('2026-07-01', 'America/Los_Angeles').toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(startOfDayIn('2026-12-01', 'America/Los_Angeles').toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });

  it('shows an instant from the API in the console calendar; a day or a wall-clock time as it reads', () => {
    const iso = new Date(MORNING_IN_KOREA).toISOString();
    expect(formatDate(iso, 'yyyy-MM-dd', 'Asia/Seoul')).toBe('2026-11-27');
    expect(formatDateTime(iso, 'yyyy-MM-dd HH:mm:ss', 'Asia/Seoul')).toBe('2026-11-27 07:30:00');
    expect(formatDateTime('2026-11-26T22:30:00+00:00', 'yyyy-MM-dd HH:mm', 'Asia/Seoul')).toBe(
      '2026-11-27 07:30',
    );
    expect(formatDate(MORNING_IN_KOREA, 'yyyy-MM-dd', 'Asia/Seoul')).toBe('2026-11-27');
    expect(formatDate('2026-11-27', 'yyyy-MM-dd', 'Asia/Seoul')).toBe('2026-11-27');
    expect(formatDateTime('2026-11-27T07:30:00', 'yyyy-MM-dd HH:mm', 'Asia/Seoul')).toBe('2026-11-27 07:30');
    const settings = { timeZone: 'Asia/Seoul' };
    expect(displayValue(iso, { format: 'date' }, settings)).toBe('2026-11-27');
    expect(displayValue(iso, { format: 'datetime' }, { ...settings, dateFormat: 'MM/dd/yy' })).toBe(
      '11/27/26 07:30:00',
    );
    expect(displayValue(iso, { format: 'time' }, settings)).toBe('07:30');
  });

  it('counts the range presets back from the Korean day', () => {
    const today = todayIn('Asia/Seoul', MORNING_IN_KOREA);
    expect(presetRange('today', today)).toEqual(['2026-11-27', '2026-11-27']);
    expect(presetRange('1w', today)).toEqual(['2026-11-20', '2026-11-27']);
    expect(presetRange('1m', today)).toEqual(['2026-10-27', '2026-11-27']);
    expect(presetRange('3m', today)).toEqual(['2026-08-27', '2026-11-27']);
    expect(presetRange('6m', today)).toEqual(['2026-05-27', '2026-11-27']);
    expect(presetRange('9m', today)).toEqual(['2026-02-27', '2026-11-27']);
    expect(presetRange('1y', today)).toEqual(['2025-11-27', '2026-11-27']);
    expect(presetRange('1m', '2026-03-31')).toEqual(['2026-02-28', '2026-03-31']);
  });
});

describe('app.timeZone', () => {
  it('takes IANA zones and refuses the rest', () => {
    expect(isTimeZone('Asia/Seoul')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Asia/Busan')).toBe(false);
    expect(isTimeZone('KST+9')).toBe(false);
  });

  it('is Asia/Seoul unless the config says otherwise, and refuses an unknown zone in Korean', () => {
    expect(configSchema.parse({}).app.timeZone).toBe('Asia/Seoul');
    expect(configSchema.parse({ app: { timeZone: 'UTC' } }).app.timeZone).toBe('UTC');
    const r = configSchema.safeParse({ app: { timeZone: 'Asia/Busan' } });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('알 수 없는 시간대입니다 (예: Asia/Seoul).');
  });
});
