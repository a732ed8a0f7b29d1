import { describe, expect, it } from 'vitest';
import {
  bridgeName,
  checkInbound,
  createBridgeToken,
  parseInboundRequest,
} from '../../../../runtime/core/bridge/index.ts';
import { withInterfaceDefaults } from '../../../../runtime/core/initialData/index.ts';

const now = Date.parse('2026-11-26T10:00:00+09:00');
const base = {
  request: { token: createBridgeToken(now), callbackName: 'cb', data: null },
  now,
  tokenSecurity: { enabled: true, validitySeconds: 10 },
  authenticated: true,
  channel: 'ios',
  ip: '10.0.0.1' as string | undefined,
};
const def = (over: Record<string, unknown>) =>
  withInterfaceDefaults({ id: 'x', direction: 'INBOUND', ...over });

describe('inbound bridge checks', () => {
  it('names native functions with - as _', () => {
    expect(bridgeName('push-received-v2')).toBe('push_received_v2');
  });

  it('limits by channel and by IP when the definition says so', () => {
    expect(
      checkInbound({ ...base, definition: def({ limitByChannel: true, allowedChannels: ['android'] }) }).code,
    ).toBe('0401');
    expect(
      checkInbound({ ...base, definition: def({ limitByChannel: true, allowedChannels: ['IOS'] }) }).code,
    ).toBe('0000');
    expect(
      checkInbound({ ...base, definition: def({ limitByIpAddress: true, allowedIpAddresses: ['10.0.0.2'] }) })
        .code,
    ).toBe('0401');
    expect(
      checkInbound({
        ...base,
        ip: undefined,
        definition: def({ limitByIpAddress: true, allowedIpAddresses: [] }),
      }).code,
    ).toBe('0000');
  });

  it('refuses an OUTBOUND definition as unknown, and skips the token when token security is off', () => {
    expect(checkInbound({ ...base, definition: def({ direction: 'OUTBOUND' }) }).code).toBe('5005');
    const old = { ...base.request, token: createBridgeToken(now - 60_000) };
    expect(checkInbound({ ...base, request: old, definition: def({}) }).code).toBe('5003');
    expect(
      checkInbound({
        ...base,
        request: old,
        tokenSecurity: { enabled: false, validitySeconds: 10 },
        definition: def({}),
      }).code,
    ).toBe('0000');
  });

  it('reads requests from JSON or objects, and refuses a callback that is not a plain name', () => {
    expect(parseInboundRequest('{"token":"1","callbackName":"onDone","data":{"a":1}}')).toEqual({
      token: '1',
      callbackName: 'onDone',
      data: { a: 1 },
    });
    expect(parseInboundRequest({ callbackName: 'alert(1)' })).toBeUndefined();
    expect(parseInboundRequest('nope')).toBeUndefined();
  });
});
