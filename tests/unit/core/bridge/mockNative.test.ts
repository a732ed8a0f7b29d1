import { describe, expect, it } from 'vitest';
import {
  MOCK_NATIVE_PROFILES,
  mockNativeAnswer,
  mockNativePlatform,
} from '../../../../runtime/core/bridge/index.ts';
import { GUARDED_PROFILES, PROFILES } from '../../../../schemas/profiles.ts';

describe('mockNativePlatform', () => {
  const dev = { profile: 'local', hybridEnabled: true };

  it('reads ?native=ios|android in a local, dev or qa build with the bridge on', () => {
    expect(mockNativePlatform('?native=android', dev)).toBe('android');
    expect(mockNativePlatform('?x=1&native=ios', { ...dev, profile: 'qa' })).toBe('ios');
    expect(mockNativePlatform('', dev)).toBeUndefined();
    expect(mockNativePlatform('?native=windows', dev)).toBeUndefined();
  });

  it('is never on in staging or production, or with mobile.hybrid.enabled off', () => {
    expect(mockNativePlatform('?native=android', { ...dev, profile: 'production' })).toBeUndefined();
    expect(mockNativePlatform('?native=ios', { ...dev, profile: 'staging' })).toBeUndefined();
    expect(mockNativePlatform('?native=ios', { ...dev, hybridEnabled: false })).toBeUndefined();
    expect(mockNativePlatform('?native=ios', { ...dev, profile: 'someday' })).toBeUndefined();
  });

  it('allows exactly the profiles that never run with real users', () => {
    expect(MOCK_NATIVE_PROFILES).toEqual(PROFILES.filter((p) => !GUARDED_PROFILES.includes(p)));
  });
});

describe('mockNativeAnswer', () => {
  const host = () => ({ now: 1_700_000_000_000, storage: new Map<string, string>() });

  it('answers the static bridges as an app would', () => {
    const h = host();
    expect(mockNativeAnswer('current-time', null, h)).toEqual({ data: { time: h.now } });
    expect(mockNativeAnswer('notify-loaded', null, h)).toEqual({ data: {} });
    expect(mockNativeAnswer('toast', { message: '안녕' }, h)).toEqual({ data: {}, toast: '안녕' });
    expect(mockNativeAnswer('storage', { type: '01', key: 'k', value: 'v' }, h)).toEqual({ data: {} });
    expect(mockNativeAnswer('storage', { type: '02', key: 'k' }, h)).toEqual({ data: { value: 'v' } });
    mockNativeAnswer('storage', { type: '03', key: 'k' }, h);
    expect(mockNativeAnswer('storage', { type: '02', key: 'k' }, h)).toEqual({ data: { value: null } });
  });

  it("answers any other id with its response schema's sample, else {}", () => {
    expect(mockNativeAnswer('device-info', null, { ...host(), sample: { model: 'X' } })).toEqual({
      data: { model: 'X' },
    });
    expect(mockNativeAnswer('camera', { a: 1 }, host())).toEqual({ data: {} });
  });
});
