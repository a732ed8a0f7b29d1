import { describe, expect, it } from 'vitest';
import { LOG_LEVELS, logLevelValue, toPinoLevel } from '../../../../runtime/core/logging/index.ts';
import { randomStrings } from '../support/randomStrings.ts';

describe('logLevelValue: the spec section 4 map', () => {
  it.each<[string, number | undefined]>([
    ['fatal', 0],
    ['error', 0],
    ['warn', 1],
    ['log', 2],
    ['info', 3],
    ['success', 3],
    ['debug', 4],
    ['trace', 5],
    ['DEBUG', 4],
    [' Info ', 3],
    ['warning', undefined],
    ['verbose', undefined],
    ['', undefined],
    ['디버그', undefined],
    ['toString', undefined],
    ['__proto__', undefined],
    ['constructor', undefined],
  ])('%j → %j', (name, expected) => {
    expect(logLevelValue(name)).toBe(expected);
  });

  it('is undefined for random strings that are not level names', () => {
    for (const s of randomStrings(0x5eeda0)) {
      const key = s.trim().toLowerCase();
      expect(logLevelValue(s)).toBe(
        Object.hasOwn(LOG_LEVELS, key) ? LOG_LEVELS[key as keyof typeof LOG_LEVELS] : undefined,
      );
    }
  });
});

describe('toPinoLevel', () => {
  it.each([
    ['fatal', 'fatal'],
    ['error', 'error'],
    ['warn', 'warn'],
    ['log', 'info'],
    ['info', 'info'],
    ['success', 'info'],
    ['debug', 'debug'],
    ['trace', 'trace'],
  ] as const)('%s → %s', (name, pino) => {
    expect(toPinoLevel(name)).toBe(pino);
  });
});
