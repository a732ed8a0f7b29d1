import { STATIC_BRIDGES, STORAGE_OPERATIONS } from './staticBridges.ts';

/** The native side the mock host plays. */
export type MockNativePlatform = 'ios' | 'android';

/**
 * Profiles whose builds may play a native app: those that never run with real users (every profile
 * but `staging` and `production`; a test keeps this equal to the schemas' list). An allow-list, so a
 * profile added later stays off until it is listed.
 */
export const MOCK_NATIVE_PROFILES: readonly string[] = ['local', 'dev', 'qa'];

/**
 * The platform `?native=ios` or `?native=android` asks the mock native host to play, in a build of
 * a MOCK_NATIVE_PROFILES profile with the bridge on (`mobile.hybrid.enabled`); `undefined`
 * otherwise, whatever the query says.
 */
export function mockNativePlatform(
  search: string,
  build: { profile: string; hybridEnabled: boolean },
): MockNativePlatform | undefined {
  if (!build.hybridEnabled || !MOCK_NATIVE_PROFILES.includes(build.profile)) return undefined;
  const value = new URLSearchParams(search).get('native');
  return value === 'ios' || value === 'android' ? value : undefined;
}

/** What the mock app answers a call with: the answer's data, and a toast it shows. */
export interface MockNativeAnswer {
  data: unknown;
  toast?: string;
}

/**
 * The mock native host's answer to an outbound call (always `0000`): the static bridges as an app
 * would (`current-time` the clock, `storage` a key-value map it keeps, `toast` the message shown,
 * `notify-loaded` nothing), any other id the sample of its definition's response schema, or `{}`.
 */
export function mockNativeAnswer(
  id: string,
  data: unknown,
  host: { now: number; storage: Map<string, string>; sample?: unknown },
): MockNativeAnswer {
  const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  switch (id) {
    case STATIC_BRIDGES.currentTime:
      return { data: { time: host.now } };
    case STATIC_BRIDGES.toast:
      return { data: {}, toast: String(d.message ?? '') };
    case STATIC_BRIDGES.notifyLoaded:
      return { data: {} };
    case STATIC_BRIDGES.storage: {
      const key = String(d.key ?? '');
      if (d.type === STORAGE_OPERATIONS.set) host.storage.set(key, String(d.value ?? ''));
      if (d.type === STORAGE_OPERATIONS.remove) host.storage.delete(key);
      return { data: d.type === STORAGE_OPERATIONS.get ? { value: host.storage.get(key) ?? null } : {} };
    }
    default:
      return { data: host.sample ?? {} };
  }
}
