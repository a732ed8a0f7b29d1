import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BridgeWindow, createBridge } from '../../../../runtime/client/bridge/index.ts';
import { createBridgeToken, isValidBridgeToken } from '../../../../runtime/core/bridge/index.ts';
import { withInterfaceDefaults } from '../../../../runtime/core/initialData/index.ts';
import { testConfig } from '../fakes.ts';

const hybrid = { ...testConfig().mobile.hybrid, enabled: true };
const UA = 'Mozilla/5.0 (iPhone) ConsoleHybrid/1.0';

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00+09:00') }));
afterEach(() => vi.useRealTimers());

function memory() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    m,
  };
}

/** A fake iOS app: records messages per handler; answers through the page's callback when asked. */
function iosApp(answer?: (name: string, message: Record<string, unknown>) => unknown) {
  const sent: { name: string; message: Record<string, unknown> }[] = [];
  const win: BridgeWindow = { navigator: { userAgent: UA } };
  win.webkit = {
    messageHandlers: new Proxy({} as Record<string, { postMessage(m: unknown): void }>, {
      get: (_t, name: string) => ({
        postMessage(message: unknown) {
          sent.push({ name, message: message as Record<string, unknown> });
          const reply = answer?.(name, message as Record<string, unknown>);
          const cb = (message as { callbackName?: string }).callbackName;
          if (reply !== undefined && cb) queueMicrotask(() => (win[cb] as (r: unknown) => void)(reply));
        },
      }),
    }),
  };
  return { win, sent };
}

const definitions: Record<string, ReturnType<typeof withInterfaceDefaults>> = {
  'push-received': withInterfaceDefaults({ id: 'push-received', direction: 'INBOUND' })!,
  'member-card': withInterfaceDefaults({
    id: 'member-card',
    direction: 'INBOUND',
    allowedAuthenticated: true,
  })!,
};

function bridgeOver(
  win: BridgeWindow,
  over: { authenticated?: boolean; storage?: ReturnType<typeof memory> } = {},
) {
  return createBridge(hybrid, {
    window: win,
    storage: over.storage,
    definition: (id) => definitions[id],
    authenticated: () => over.authenticated ?? false,
    userIp: () => undefined,
  });
}

describe('bridge, web → native', () => {
  it('posts to webkit.messageHandlers[id with - → _] with a valid token and a callback, and resolves with the answer', async () => {
    const app = iosApp(() => ({ resCode: '0000', resMessage: '정상', data: { card: 'A1' } }));
    const bridge = bridgeOver(app.win);
    expect(bridge.platform).toBe('ios');
    const answer = await bridge.call({ id: 'member-card', data: { no: 1 } });
    expect(answer).toEqual({ resCode: '0000', resMessage: '정상', data: { card: 'A1' } });
    const [{ name, message }] = app.sent as [{ name: string; message: Record<string, unknown> }];
    expect(name).toBe('member_card');
    expect(isValidBridgeToken(message.token, Date.now())).toBe(true);
    expect(message).toMatchObject({
      data: { no: 1 },
      callbackName: expect.stringMatching(/^__consoleBridge_1_\d+$/),
    });
    expect(app.win[message.callbackName as string]).toBeUndefined();
  });

  it('calls window.android[name](JSON) on Android', async () => {
    const calls: [string, string][] = [];
    const win: BridgeWindow = { navigator: { userAgent: 'Android ConsoleHybrid' } };
    win.android = new Proxy({} as Record<string, (json: string) => void>, {
      get: (_t, name: string) => (json: string) => {
        calls.push([name, json]);
        const { callbackName } = JSON.parse(json) as { callbackName: string };
        queueMicrotask(() =>
          (win[callbackName] as (r: string) => void)('{"resCode":"0000","resMessage":"ok"}'),
        );
      },
    });
    const bridge = bridgeOver(win);
    expect(bridge.platform).toBe('android');
    await expect(bridge.call({ id: 'notify-loaded' })).resolves.toMatchObject({ resCode: '0000' });
    expect(calls[0]?.[0]).toBe('notify_loaded');
  });

  it('fails in Korean after the timeout, and outside the app', async () => {
    const app = iosApp();
    const bridge = bridgeOver(app.win);
    const pending = bridge.call({ id: 'member-card', timeout: 500 });
    const check = expect(pending).rejects.toThrow('앱의 응답 시간이 초과되었습니다. (member-card)');
    await vi.advanceTimersByTimeAsync(500);
    await check;
    const browser = bridgeOver({ navigator: { userAgent: 'Mozilla/5.0 Chrome' } });
    expect(browser.platform).toBeNull();
    await expect(browser.call({ id: 'member-card' })).rejects.toThrow('앱에서만 사용할 수 있는 기능입니다.');
  });

  it('static bridges fall back outside the app: clock, storage (mirrored), toast', async () => {
    const storage = memory();
    const browser = bridgeOver({ navigator: { userAgent: 'Chrome' } }, { storage });
    expect(await browser.currentTime()).toBe(Date.now());
    await browser.storage.set('theme', 'dark');
    expect(await browser.storage.get('theme')).toBe('dark');
    await browser.storage.remove('theme');
    expect(await browser.storage.get('theme')).toBeNull();
    // In the app: operation types 01 set, 02 get; the app's value wins and is mirrored.
    const app = iosApp((_name, m) => ({
      resCode: '0000',
      resMessage: '',
      data: (m.data as { type: string }).type === '02' ? { value: 'light' } : {},
    }));
    const inApp = bridgeOver(app.win, { storage });
    await inApp.storage.set('theme', 'dark');
    expect(await inApp.storage.get('theme')).toBe('light');
    expect(app.sent.map((s) => [s.name, (s.message.data as { type: string }).type])).toEqual([
      ['storage', '01'],
      ['storage', '02'],
    ]);
    expect(storage.m.get('console:bridge:theme')).toBe('light');
  });
});

describe('bridge, native → web', () => {
  function inbound(authenticated = false) {
    const app = iosApp();
    const bridge = bridgeOver(app.win, { authenticated });
    const heard: unknown[] = [];
    bridge.listen('push-received', (data) => {
      heard.push(data);
      return { shown: true };
    });
    bridge.listen('member-card', () => ({ card: 'A1' }));
    bridge.listen('not-defined', () => 'x');
    const callIn = async (name: string, request: unknown) => {
      await (app.win[name] as (r: unknown) => Promise<void>)(request);
      return app.sent.at(-1);
    };
    return { app, heard, callIn };
  }
  const token = () => createBridgeToken(Date.now());

  it('answers 0000 with the listener result to the callback the app named', async () => {
    const { heard, callIn } = inbound();
    const reply = await callIn(
      'push_received',
      JSON.stringify({ token: token(), callbackName: 'onPush', data: { title: '알림' } }),
    );
    expect(heard).toEqual([{ title: '알림' }]);
    expect(reply).toEqual({
      name: 'onPush',
      message: { resCode: '0000', resMessage: '정상 처리되었습니다.', data: { shown: true } },
    });
  });

  it('refuses a stale token (5003), an unknown interface (5005), a login-only one when logged out (0401), a bad request (5001)', async () => {
    const { callIn, heard } = inbound();
    const stale = createBridgeToken(Date.now() - 11_000);
    expect((await callIn('push_received', { token: stale, callbackName: 'cb' }))?.message).toMatchObject({
      resCode: '5003',
    });
    expect((await callIn('not_defined', { token: token(), callbackName: 'cb' }))?.message).toEqual({
      resCode: '5005',
      resMessage: '인터페이스 정보를 찾을 수 없습니다. : not-defined',
    });
    expect((await callIn('member_card', { token: token(), callbackName: 'cb' }))?.message).toMatchObject({
      resCode: '0401',
    });
    const before = heard.length;
    expect(await callIn('push_received', '{not json')).toBeDefined();
    expect(heard).toHaveLength(before);
  });

  it('lets a logged-in user through a login-only interface, and answers 9999 when the listener throws', async () => {
    const app = iosApp();
    const bridge = bridgeOver(app.win, { authenticated: true });
    bridge.listen('member-card', () => {
      throw new Error('boom');
    });
    await (app.win.member_card as (r: unknown) => Promise<void>)({ token: token(), callbackName: 'cb' });
    expect(app.sent.at(-1)?.message).toMatchObject({
      resCode: '9999',
      resMessage: '인터페이스 처리 중 오류가 발생하였습니다.',
    });
  });
});
