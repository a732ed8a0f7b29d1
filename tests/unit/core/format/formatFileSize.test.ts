import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../../../runtime/core/format/index.ts';
import { prng, randomInt } from '../support/randomStrings.ts';

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;
const TB = GB * 1024;

describe('formatFileSize: 1024-based, 2 decimals above bytes (spec section 9, fidelity.md)', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1023.4, '1023 B'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [10 * KB + 256, '10.25 KB'],
    [MB - 1, '1.00 MB'], // 1023.999 KB rounds up into the next unit
    [MB, '1.00 MB'],
    [5.5 * MB, '5.50 MB'],
    [GB, '1.00 GB'],
    [2.25 * GB, '2.25 GB'],
    [TB, '1.00 TB'],
    [1536 * TB, '1536.00 TB'], // TB is the largest unit
    [-1, ''],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%d → %j', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('reads back to within half a unit step for random sizes', () => {
    const rng = prng(0x5eed52);
    const units: Record<string, number> = { B: 1, KB, MB, GB, TB };
    for (let i = 0; i < 500; i++) {
      const bytes = Math.floor(rng() * 2 ** randomInt(rng, 50));
      const [value = '', unit = ''] = formatFileSize(bytes).split(' ');
      expect(unit in units).toBe(true);
      expect(Math.abs(Number(value) * units[unit]! - bytes)).toBeLessThanOrEqual(units[unit]! * 0.005 + 0.5);
      if (unit !== 'B' && unit !== 'TB') expect(Number(value)).toBeLessThan(1024);
    }
  });
});
