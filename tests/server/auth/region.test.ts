import { describe, expect, it } from 'vitest';
import {
  defaultRegionResolver,
  isPrivateAddress,
  regionAllowed,
} from '../../../runtime/server/auth/region.ts';

describe('region', () => {
  it.each([
    ['127.0.0.1', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.32.0.1', false],
    ['192.168.10.1', true],
    ['fd12:3456::1', true],
    ['fe80::1', true],
    ['8.8.8.8', false],
    ['2001:db8::1', false],
  ])('%s is private: %s', (ip, expected) => {
    expect(isPrivateAddress(ip)).toBe(expected);
  });

  it('treats private addresses as KR and others as unknown', () => {
    expect(defaultRegionResolver('192.168.0.1')).toBe('KR');
    expect(defaultRegionResolver('8.8.8.8')).toBeUndefined();
  });

  it('allows any region with an empty list and refuses an unknown region with a list', () => {
    expect(regionAllowed(null, undefined)).toBe(true);
    expect(regionAllowed(' ', 'US')).toBe(true);
    expect(regionAllowed('US, kr', 'KR')).toBe(true);
    expect(regionAllowed('US', 'KR')).toBe(false);
    expect(regionAllowed('US', undefined)).toBe(false);
  });
});
