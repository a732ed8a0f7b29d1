import { describe, expect, it } from 'vitest';
import {
  type DateInput,
  formatDate,
  formatDateTime,
  formatTime,
} from '../../../../runtime/core/format/index.ts';
import { prng, randomLocalDate, randomStrings } from '../support/randomStrings.ts';

// Local-time constructors keep these tests independent of the machine's time zone.
const afternoon = new Date(2024, 0, 3, 13, 4, 5, 6); // a Wednesday
const morning = new Date(2024, 11, 31, 9, 0, 0);

describe('formatDate: date-fns, ko locale, default yyyy-MM-dd (spec section 9)', () => {
  it.each<[DateInput, string | undefined, string]>([
    [afternoon, undefined, '2024-01-03'],
    [afternoon.getTime(), undefined, '2024-01-03'],
    ['2024-05-01', undefined, '2024-05-01'], // a date-only string is local, not UTC
    ['20240501', undefined, '2024-05-01'],
    [' 2024-05-01 ', undefined, '2024-05-01'],
    ['2024-05-01T10:20:30', 'HH:mm', '10:20'],
    [afternoon, 'yyyy년 M월 d일 EEEE', '2024년 1월 3일 수요일'],
    [afternoon, 'a h시 m분', '오후 1시 4분'],
    [morning, 'a h시', '오전 9시'],
    [afternoon, 'yy/MM/dd (EEE)', '24/01/03 (수)'],
    [afternoon, 'MMMM', '1월'],
    ['2024-02-30', undefined, ''],
    ['not a date', undefined, ''],
    ['２０２４-０５-０１', undefined, ''],
    ['', undefined, ''],
    [null, undefined, ''],
    [undefined, undefined, ''],
    [new Date(Number.NaN), undefined, ''],
    [Number.NaN, undefined, ''],
  ])('(%j, %j) → %j', (d, pattern, expected) => {
    expect(formatDate(d, pattern)).toBe(expected);
  });

  it('throws date-fns RangeError for a pattern with an unknown letter', () => {
    expect(() => formatDate(afternoon, 'yyyy-MM-dd q j')).toThrow(RangeError);
  });
});

describe('formatTime: default HH:mm', () => {
  it.each<[DateInput, string | undefined, string]>([
    [afternoon, undefined, '13:04'],
    [morning, undefined, '09:00'],
    [new Date(2024, 0, 1, 0, 0), undefined, '00:00'],
    [new Date(2024, 0, 1, 23, 59, 59), undefined, '23:59'],
    [afternoon, 'HH:mm:ss', '13:04:05'],
    [afternoon, 'a hh:mm', '오후 01:04'],
    ['2024-05-01T07:08:09', undefined, '07:08'],
    ['25:00', undefined, ''],
    [null, undefined, ''],
  ])('(%j, %j) → %j', (d, pattern, expected) => {
    expect(formatTime(d, pattern)).toBe(expected);
  });
});

describe('formatDateTime: default yyyy-MM-dd HH:mm:ss', () => {
  it.each<[DateInput, string | undefined, string]>([
    [afternoon, undefined, '2024-01-03 13:04:05'],
    [morning, undefined, '2024-12-31 09:00:00'],
    [new Date(2024, 1, 29, 23, 59, 59), undefined, '2024-02-29 23:59:59'],
    ['2024-05-01 10:20:30', undefined, '2024-05-01 10:20:30'],
    ['2024-05-01T10:20:30.999', undefined, '2024-05-01 10:20:30'],
    [afternoon, 'yyyy.MM.dd HH:mm', '2024.01.03 13:04'],
    [afternoon, "yyyy-MM-dd'T'HH:mm:ss.SSS", '2024-01-03T13:04:05.006'],
    ['2024-13-01 00:00:00', undefined, ''],
    [undefined, undefined, ''],
  ])('(%j, %j) → %j', (d, pattern, expected) => {
    expect(formatDateTime(d, pattern)).toBe(expected);
  });

  it('matches the Date fields for random dates, and never throws on random strings', () => {
    const rng = prng(0x5eed60);
    const pad = (n: number, w = 2) => String(n).padStart(w, '0');
    for (let i = 0; i < 300; i++) {
      const d = randomLocalDate(rng, 1970, 2100);
      const expected = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
      expect(formatDateTime(d)).toBe(expected);
      expect(formatDate(d)).toBe(expected.slice(0, 10));
      expect(formatTime(d)).toBe(expected.slice(11, 16));
    }
    for (const s of randomStrings(0x5eed61)) expect(typeof formatDateTime(s)).toBe('string');
  });
});
