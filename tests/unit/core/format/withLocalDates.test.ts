import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLocalDates } from '../../../../runtime/core/format/index.ts';

const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Seoul';
});
afterAll(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

describe('withLocalDates: every Date of a plain value as toLocalJson', () => {
  it('replaces Dates at any depth and keeps everything else', () => {
    const blob = new Blob(['x']);
    const input = {
      at: new Date(2024, 0, 2, 3, 4, 5, 6),
      list: [new Date(2024, 11, 31, 23, 59, 59, 999), 1, 'a', null],
      nested: { deeper: { at: new Date(2000, 0, 1) } },
      bad: new Date(Number.NaN),
      blob,
      flag: true,
    };
    const out = withLocalDates(input);
    expect(out).toEqual({
      at: '2024-01-02T03:04:05.006Z',
      list: ['2024-12-31T23:59:59.999Z', 1, 'a', null],
      nested: { deeper: { at: '2000-01-01T00:00:00.000Z' } },
      bad: null, // like JSON.stringify of an invalid Date
      blob,
      flag: true,
    });
    expect((out as { blob: Blob }).blob).toBe(blob);
    expect(input.at).toBeInstanceOf(Date);
  });

  it('takes a Date or a primitive on its own', () => {
    expect(withLocalDates(new Date(2024, 0, 2, 3, 4, 5, 6))).toBe('2024-01-02T03:04:05.006Z');
    expect(withLocalDates('2024-01-02')).toBe('2024-01-02');
    expect(withLocalDates(undefined)).toBeUndefined();
  });
});
