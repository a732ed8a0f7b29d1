import { proxy } from 'valtio/vanilla';
import {
  bridgeName,
  createBridgeToken,
  type MobileBridgeResult,
  type MockNativePlatform,
  mockNativeAnswer,
  parseInboundRequest,
  STATIC_BRIDGES,
} from '../../core/bridge/index.ts';
import { type Clock, systemClock } from '../../core/transport/index.ts';
import type { BridgeWindow } from '../bridge/index.ts';
import { t } from '../i18n/index.ts';

/** One line of the mock host's log: a call the page made, or the page's answer to one it fired. */
export interface MockNativeEntry {
  direction: 'toApp' | 'toPage';
  id: string;
  /** The answer's code; absent when nobody on the page listens to the id. */
  resCode?: string;
  resMessage?: string;
}

export interface MockNativeHostOptions {
  /** The page's window: the fake `webkit.messageHandlers` / `android` and the user agent go on it. */
  window: BridgeWindow;
  platform: MockNativePlatform;
  /** `mobile.hybrid.userAgentPattern`, added to the user agent so the bridge sees an app. */
  userAgentPattern: string;
  /** Interface ids the page may call (the definitions'), to name calls; the static bridges are known. */
  ids: readonly string[];
  /** Samples of the definitions' schemas (generated `bridgeSamples`): answers and fired data. */
  samples: Readonly<Record<string, { request?: unknown; response?: unknown }>>;
  clock?: Clock;
  random?: () => number;
  /** How the app shows a toast. */
  onToast?: (message: string) => void;
  /** Milliseconds before the app answers, like a real one, asynchronously. Default 10. */
  answerDelayMs?: number;
}

export interface MockNativeHost {
  readonly platform: MockNativePlatform;
  /** The log (valtio): the panel reads it with useSnapshot. */
  readonly state: { entries: MockNativeEntry[] };
  /**
   * Calls the page's inbound interface `id` as the app would (with the sample of its request schema),
   * with a valid token or one a minute old; resolves with the page's answer, or `undefined` when no
   * listener has the id (or none answers within 5 s).
   */
  fire(id: string, opts?: { staleToken?: boolean }): Promise<MobileBridgeResult | undefined>;
}

const STALE_MS = 60_000;
const FIRE_TIMEOUT_MS = 5_000;

/**
 * A native app for a desktop browser (dev and qa builds, `?native=ios|android`): installs the
 * globals the bridge looks for before it is made (a `ConsoleHybrid` user agent and
 * `webkit.messageHandlers` or `window.android`), answers the page's calls (`mockNativeAnswer`), and
 * fires inbound calls with bridge tokens, reading the page's answers from the callbacks it names.
 */
export function createMockNativeHost(o: MockNativeHostOptions): MockNativeHost {
  const win = o.window;
  const clock = o.clock ?? systemClock;
  const random = o.random ?? Math.random;
  const delay = o.answerDelayMs ?? 10;
  const storage = new Map<string, string>();
  const pending = new Map<string, (answer: MobileBridgeResult) => void>();
  const state = proxy({ entries: [] as MockNativeEntry[] });
  const idOf = new Map([...Object.values(STATIC_BRIDGES), ...o.ids].map((id) => [bridgeName(id), id]));
  let sequence = 0;

  const receive = (name: string, message: unknown) => {
    const waiting = pending.get(name);
    if (waiting) {
      // The page's answer to a call the app fired.
      pending.delete(name);
      waiting(message as MobileBridgeResult);
      return;
    }
    const request = parseInboundRequest(message);
    if (!request) return;
    const id = idOf.get(name) ?? name;
    const answer = mockNativeAnswer(id, request.data, {
      now: clock.now(),
      storage,
      sample: o.samples[id]?.response,
    });
    if (answer.toast) o.onToast?.(answer.toast);
    const result: MobileBridgeResult = {
      resCode: '0000',
      resMessage: t('bridge.ok'),
      data: answer.data,
      ...(request.loggingId ? { loggingId: request.loggingId } : {}),
    };
    state.entries.push({ direction: 'toApp', id, resCode: result.resCode });
    clock.setTimeout(() => {
      const callback = win[request.callbackName];
      if (typeof callback === 'function')
        callback(o.platform === 'android' ? JSON.stringify(result) : result);
    }, delay);
  };

  const ua = win.navigator?.userAgent ?? '';
  if (win.navigator && !ua.includes(o.userAgentPattern))
    Object.defineProperty(win.navigator, 'userAgent', {
      value: `${ua} ${o.userAgentPattern}/mock`.trim(),
      configurable: true,
    });
  if (o.platform === 'ios') {
    win.webkit = {
      messageHandlers: new Proxy({} as Record<string, { postMessage(m: unknown): void }>, {
        get: (_t, name) =>
          typeof name === 'string' ? { postMessage: (m: unknown) => receive(name, m) } : undefined,
      }),
    };
  } else {
    win.android = new Proxy({} as Record<string, (json: string) => void>, {
      get: (_t, name) =>
        typeof name === 'string' ? (json: string) => receive(name, parseJson(json)) : undefined,
    });
  }

  return {
    platform: o.platform,
    state,
    fire(id, opts = {}) {
      const fn = win[bridgeName(id)];
      if (typeof fn !== 'function') {
        state.entries.push({ direction: 'toPage', id });
        return Promise.resolve(undefined);
      }
      const callbackName = `__mockNative_${++sequence}`;
      const request = {
        token: createBridgeToken(clock.now() - (opts.staleToken ? STALE_MS : 0), random),
        callbackName,
        data: o.samples[id]?.request ?? {},
        loggingId: `mock${sequence}`,
      };
      return new Promise((resolve) => {
        const timer = clock.setTimeout(() => {
          pending.delete(callbackName);
          state.entries.push({ direction: 'toPage', id });
          resolve(undefined);
        }, FIRE_TIMEOUT_MS);
        pending.set(callbackName, (answer) => {
          clock.clearTimeout(timer);
          state.entries.push({
            direction: 'toPage',
            id,
            resCode: answer.resCode,
            resMessage: answer.resMessage,
          });
          resolve(answer);
        });
        // The Android app passes JSON; the iOS app an object (evaluateJavaScript).
        fn(o.platform === 'android' ? JSON.stringify(request) : request);
      });
    },
  };
}

function parseJson(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}
