import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BridgeWindow, createBridge } from '../../../../runtime/client/bridge/index.ts';
import { createMockNativeHost, fireTargets } from '../../../../runtime/client/mockNative/index.ts';
import { isValidBridgeToken } from '../../../../runtime/core/bridge/index.ts';
import { withInterfaceDefaults } from '../../../../runtime/core/initialData/index.ts';
import { testConfig } from '../fakes.ts';

const hybrid = { ...testConfig().mobile.hybrid, enabled: true };
const NOW = new Date('2026-11-26T10:00:00+09:00');

beforeEach(() => vi.useFakeTimers({ now: NOW }));
afterEach(() => vi.useRealTimers());

const definitions = {
  'push-received': withInterfaceDefaults({ id: 'push-received', direction: 'INBOUND' })!,
  'device-info': withInterfaceDefaults({ id: 'device-info' })!,
};
const samples = {
  'device-info': { response: { model: 'Galaxy S24', os: 'Android 14' } },
  'push-received': { request: { title: '새 쿠폰' } },
};

/** A browser window with the mock host installed, then the page's bridge made over it. */
function page(platform: 'ios' | 'android') {
  const win: BridgeWindow = { navigator: { userAgent: 'Mozilla/5.0 Chrome/140' } };
  const toasts: string[] = [];
  const host = createMockNativeHost({
    window: win,
    platform,
    userAgentPattern: hybrid.userAgentPattern,
    ids: Object.keys(definitions),
    samples,
    onToast: (m) => toasts.push(m),
  });
  const bridge = createBridge(hybrid, {
    window: win,
    definition: (id) => definitions[id as keyof typeof definitions],
    authenticated: () => false,
    userIp: () => undefined,
  });
  return { win, host, bridge, toasts };
}

describe('mock native host', () => {
  it.each(['ios', 'android'] as const)(
    'makes the bridge see a %s app and answers its calls',
    async (platform) => {
      const { win, host, bridge, toasts } = page(platform);
      expect(win.navigator?.userAgent).toBe('Mozilla/5.0 Chrome/140 ConsoleHybrid/mock');
      expect(bridge.platform).toBe(platform);
      const time = bridge.currentTime();
      await vi.advanceTimersByTimeAsync(10);
      expect(await time).toBe(NOW.getTime());
      const device = bridge.call({ id: 'device-info' });
      await vi.advanceTimersByTimeAsync(10);
      expect(await device).toEqual({
        resCode: '0000',
        resMessage: '정상 처리되었습니다.',
        data: samples['device-info'].response,
        loggingId: expect.any(String),
      });
      // The app's storage keeps what was set (no local storage mirror here).
      const set = bridge.storage.set('theme', 'dark');
      await vi.advanceTimersByTimeAsync(10);
      await set;
      const got = bridge.storage.get('theme');
      await vi.advanceTimersByTimeAsync(10);
      expect(await got).toBe('dark');
      const shown = bridge.toast('저장했습니다.');
      await vi.advanceTimersByTimeAsync(10);
      await shown;
      expect(toasts).toEqual(['저장했습니다.']);
      expect(host.state.entries.map((e) => `${e.id} ${e.resCode}`)).toEqual([
        'current-time 0000',
        'device-info 0000',
        'storage 0000',
        'storage 0000',
        'toast 0000',
      ]);
    },
  );

  it.each(['ios', 'android'] as const)(
    'fires inbound calls (%s): 0000 with a valid token, 5003 with a stale one, 5005 without a definition, nothing without a listener',
    async (platform) => {
      const { host, bridge } = page(platform);
      const heard: unknown[] = [];
      bridge.listen('push-received', (data) => {
        heard.push(data);
        return { shown: true };
      });
      bridge.listen('coupon-issued', () => ({}));
      expect(await host.fire('push-received')).toEqual({
        resCode: '0000',
        resMessage: '정상 처리되었습니다.',
        data: { shown: true },
        loggingId: 'mock1',
      });
      expect(heard).toEqual([{ title: '새 쿠폰' }]);
      expect((await host.fire('push-received', { staleToken: true }))?.resCode).toBe('5003');
      expect((await host.fire('coupon-issued'))?.resCode).toBe('5005');
      expect(await host.fire('member-card')).toBeUndefined();
      expect(host.state.entries.map((e) => `${e.direction} ${e.id} ${e.resCode ?? '-'}`)).toEqual([
        'toPage push-received 0000',
        'toPage push-received 5003',
        'toPage coupon-issued 5005',
        'toPage member-card -',
      ]);
    },
  );

  it('sends a token the page accepts, and one a minute old when asked', async () => {
    const win: BridgeWindow = { navigator: { userAgent: 'x' } };
    const host = createMockNativeHost({
      window: win,
      platform: 'ios',
      userAgentPattern: 'ConsoleHybrid',
      ids: [],
      samples: {},
    });
    const tokens: string[] = [];
    win.push_received = (r: { token: string; callbackName: string }) => {
      tokens.push(r.token);
      win.webkit?.messageHandlers?.[r.callbackName]?.postMessage({ resCode: '0000', resMessage: '' });
    };
    await host.fire('push-received');
    await host.fire('push-received', { staleToken: true });
    expect(isValidBridgeToken(tokens[0], Date.now())).toBe(true);
    expect(isValidBridgeToken(tokens[1], Date.now())).toBe(false);
  });
});

describe('fireTargets', () => {
  it('lists the INBOUND definitions, then the ids listened to without one', () => {
    const defs = [
      withInterfaceDefaults({ id: 'push-received', name: '푸시', direction: 'INBOUND' })!,
      withInterfaceDefaults({ id: 'device-info' })!,
      withInterfaceDefaults({ id: 'member-card', direction: 'INBOUND' })!,
    ];
    expect(fireTargets(defs, ['coupon-issued', 'push-received'])).toEqual([
      { id: 'member-card', name: undefined, defined: true },
      { id: 'push-received', name: '푸시', defined: true },
      { id: 'coupon-issued', defined: false },
    ]);
  });
});
