import { describe, expect, it } from 'vitest';
import { isIpAllowed, isLoopback } from '../../../../runtime/core/auth/index.ts';
import { configSchema, toClientConfig, trustsLoopback } from '../../../../schemas/index.ts';

describe('isIpAllowed (a menu’s IP limit)', () => {
  const limited = { ipLmtYn: 'Y', ipList: '10.10.10.10, 10.10.10.11' };

  it('lets anyone in when the limit is off, and the listed addresses (also written as IPv6) when on', () => {
    expect(isIpAllowed({ ipLmtYn: 'N', ipList: null }, '203.0.113.7', false)).toBe(true);
    expect(isIpAllowed(limited, '10.10.10.11', false)).toBe(true);
    expect(isIpAllowed(limited, '::ffff:10.10.10.10', false)).toBe(true);
    expect(isIpAllowed(limited, '10.10.10.12', true)).toBe(false);
  });

  it('lets loopback in only with trustLoopback (server.trustLoopback)', () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopback(ip), ip).toBe(true);
      expect(isIpAllowed(limited, ip, true), ip).toBe(true);
      expect(isIpAllowed(limited, ip, false), ip).toBe(false);
    }
    expect(isLoopback('127.0.0.2')).toBe(false);
  });
});

describe('server.trustLoopback', () => {
  it('defaults on in local, dev and qa and off in staging and production; the browser gets it resolved', () => {
    for (const profile of ['local', 'dev', 'qa', 'staging', 'production'] as const) {
      const config = configSchema.parse({ app: { profile } });
      const expected = profile !== 'staging' && profile !== 'production';
      expect(trustsLoopback(config), profile).toBe(expected);
      expect(toClientConfig(config).server.trustLoopback, profile).toBe(expected);
    }
    const set = configSchema.parse({ app: { profile: 'production' }, server: { trustLoopback: true } });
    expect(trustsLoopback(set)).toBe(true);
  });
});
