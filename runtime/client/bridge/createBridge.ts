import type { ClientConfig, ClientInterfaceDefinition } from '../../../schemas/index.ts';
import {
  BRIDGE_CODES,
  bridgeName,
  checkInbound,
  createBridgeToken,
  type MobileBridgeResult,
  parseInboundRequest,
  STATIC_BRIDGES,
  STORAGE_OPERATIONS,
} from '../../core/bridge/index.ts';
import { type Clock, systemClock } from '../../core/transport/index.ts';
import { t } from '../i18n/index.ts';
import type { InterfaceLogger } from '../interfaces/index.ts';
import type { StorageLike } from '../session/index.ts';
import type { BridgeCall, BridgeContracts, UntypedBridgeContracts } from './bridgeContracts.ts';

/** The native side the page talks to: iOS message handlers or the Android interface. */
export type BridgePlatform = 'ios' | 'android';

/** The globals a bridge reads and writes (the browser's window; tests pass a fake). */
export interface BridgeWindow {
  navigator?: { userAgent?: string } | undefined;
  webkit?:
    | { messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined> }
    | undefined;
  android?: Record<string, ((json: string) => void) | undefined> | undefined;
  [name: string]: unknown;
}

export interface BridgeEnvironment {
  window: BridgeWindow | undefined;
  clock?: Clock;
  /** Where `storage` mirrors its values and falls back (local storage). */
  storage?: StorageLike | undefined;
  /** Interface definitions (`ustra:interface`), read for inbound calls. */
  definition: (id: string) => ClientInterfaceDefinition | undefined;
  authenticated: () => boolean;
  userIp: () => string | undefined;
  /** The web toast, when there is no app. */
  webToast?: (message: string) => void;
  random?: () => number;
  /** The interface log (`interfaces.apiLogging`): each call both ways, with its result code. Default: none. */
  log?: InterfaceLogger | undefined;
}

/**
 * The bridge, typed by its contracts `C`: with the generated ones (`runtime.bridge`) an interface id
 * no definition declares, or data of the wrong shape, is a type error.
 */
export interface Bridge<C extends BridgeContracts = UntypedBridgeContracts> {
  /** `ios`, `android`, or `null` outside the app (or with `mobile.hybrid.enabled` off). */
  readonly platform: BridgePlatform | null;
  /** Calls the app; resolves with its answer, rejects with a Korean error on timeout or outside the app. */
  call<Id extends keyof C['outbound'] & string>(
    request: BridgeCall<Id, C['outbound'][Id]['request']>,
  ): Promise<MobileBridgeResult<C['outbound'][Id]['response']>>;
  /** Tells the app the page is ready (nothing outside the app). */
  notifyLoaded(): Promise<void>;
  /** The app's toast, or the web toast outside it. */
  toast(message: string): Promise<void>;
  /** The app's clock (ms), or the browser's when the app does not answer. */
  currentTime(): Promise<number>;
  /** The app's key-value store, mirrored to local storage (which answers outside the app). */
  storage: {
    set(key: string, value: string): Promise<void>;
    get(key: string): Promise<string | null>;
    remove(key: string): Promise<void>;
  };
  /**
   * Makes an inbound interface callable by the app: a global function named after the id. Each
   * call is checked against its definition and answered to the caller's callback. Returns the
   * unregister.
   */
  listen<Id extends keyof C['inbound'] & string>(
    id: Id,
    listener: (
      data: C['inbound'][Id]['request'],
    ) => C['inbound'][Id]['response'] | Promise<C['inbound'][Id]['response']>,
  ): () => void;
  /** The ids listened to now (the mock native host offers them). */
  listening(): string[];
}

const STORAGE_PREFIX = 'console:bridge:';
/** Logged status of an outbound call the app never answered in time. */
const TIMEOUT_STATUS = 'TIMEOUT';
/** Logged status of an outbound call the app has no handler for (nothing was sent). */
const NOT_SENT_STATUS = 'NOT_SENT';

/**
 * The hybrid-app bridge of spec sections 5 and 9 (fidelity.md, "Native bridge"). Web → native:
 * iOS `webkit.messageHandlers[name].postMessage(obj)`, Android `window.android[name](JSON)`, name =
 * id with `-` → `_`, payload `{ token, callbackName, data, loggingId }`, the answer through a
 * one-time global callback. Native → web: `listen(id, fn)`.
 */
export function createBridge<C extends BridgeContracts = UntypedBridgeContracts>(
  hybrid: ClientConfig['mobile']['hybrid'],
  env: BridgeEnvironment,
): Bridge<C> {
  const win = env.window;
  const clock = env.clock ?? systemClock;
  const random = env.random ?? Math.random;
  let sequence = 0;
  const listened = new Set<string>();

  const platform: BridgePlatform | null = (() => {
    if (!hybrid.enabled || !win) return null;
    const ua = win.navigator?.userAgent ?? '';
    if (!hybrid.userAgentPattern || !ua.includes(hybrid.userAgentPattern)) return null;
    if (win.webkit?.messageHandlers) return 'ios';
    if (win.android) return 'android';
    return null;
  })();

  /** Sends a message to the app under `name` (an interface's or a callback's). */
  function post(name: string, message: object): boolean {
    if (!win) return false;
    if (platform === 'ios') {
      const handler = win.webkit?.messageHandlers?.[name];
      if (!handler) return false;
      handler.postMessage(message);
      return true;
    }
    if (platform === 'android') {
      const fn = win.android?.[name];
      if (typeof fn !== 'function') return false;
      fn.call(win.android, JSON.stringify(message));
      return true;
    }
    return false;
  }

  function call<T>(request: {
    id: string;
    data?: unknown;
    timeout?: number;
  }): Promise<MobileBridgeResult<T>> {
    if (!platform || !win) return Promise.reject(new Error(t('bridge.notHybrid')));
    const logged = env.log?.begin({ ifId: request.id, direction: 'OUTBOUND', type: 'MOBILE_BRIDGE' });
    const callbackName = `${hybrid.bridge.callbackPrefix}${++sequence}_${Math.floor(random() * 1e9)}`;
    const loggingId = `${clock.now()}${sequence}`;
    return new Promise((resolve, reject) => {
      const timeoutMs = request.timeout ?? hybrid.bridge.timeoutMs;
      const timer =
        timeoutMs > 0
          ? clock.setTimeout(() => {
              delete win[callbackName];
              logged?.(TIMEOUT_STATUS);
              reject(new Error(t('bridge.timeout', { id: request.id })));
            }, timeoutMs)
          : undefined;
      win[callbackName] = (answer: unknown) => {
        if (timer !== undefined) clock.clearTimeout(timer);
        delete win[callbackName];
        const result = asResult<T>(answer);
        logged?.(result.resCode);
        resolve(result);
      };
      const sent = post(bridgeName(request.id), {
        token: createBridgeToken(clock.now(), random),
        callbackName,
        data: request.data ?? null,
        loggingId,
      });
      if (!sent) {
        if (timer !== undefined) clock.clearTimeout(timer);
        delete win[callbackName];
        logged?.(NOT_SENT_STATUS);
        reject(new Error(t('bridge.unknownInterface', { id: request.id })));
      }
    });
  }

  const mirror = env.storage;
  const readMirror = (key: string): string | null => {
    try {
      return mirror?.getItem(STORAGE_PREFIX + key) ?? null;
    } catch {
      return null;
    }
  };
  const writeMirror = (key: string, value: string | null) => {
    try {
      if (value === null) mirror?.removeItem(STORAGE_PREFIX + key);
      else mirror?.setItem(STORAGE_PREFIX + key, value);
    } catch {
      // blocked storage: the app's copy is the one
    }
  };
  /** A static bridge call that never throws: `undefined` when the app is absent or failed. */
  const quietly = async <T>(id: string, data?: unknown): Promise<MobileBridgeResult<T> | undefined> => {
    if (!platform) return undefined;
    try {
      const r = await call<T>({ id, data });
      return r.resCode === BRIDGE_CODES.ok ? r : undefined;
    } catch {
      return undefined;
    }
  };

  return {
    platform,
    call: call as Bridge<C>['call'],
    listening: () => [...listened].sort(),
    async notifyLoaded() {
      await quietly(STATIC_BRIDGES.notifyLoaded);
    },
    async toast(message) {
      if (!(await quietly(STATIC_BRIDGES.toast, { message }))) env.webToast?.(message);
    },
    async currentTime() {
      const r = await quietly<{ time?: number | string }>(STATIC_BRIDGES.currentTime);
      const time = Number(r?.data?.time);
      return Number.isFinite(time) && time > 0 ? time : clock.now();
    },
    storage: {
      async set(key, value) {
        writeMirror(key, value);
        await quietly(STATIC_BRIDGES.storage, { type: STORAGE_OPERATIONS.set, key, value });
      },
      async get(key) {
        const r = await quietly<{ value?: unknown }>(STATIC_BRIDGES.storage, {
          type: STORAGE_OPERATIONS.get,
          key,
        });
        const value = r?.data?.value;
        if (typeof value === 'string') {
          writeMirror(key, value);
          return value;
        }
        return readMirror(key);
      },
      async remove(key) {
        writeMirror(key, null);
        await quietly(STATIC_BRIDGES.storage, { type: STORAGE_OPERATIONS.remove, key });
      },
    },
    listen(id, listener) {
      if (!win) return () => {};
      const name = bridgeName(id);
      const answer = (callbackName: string, result: MobileBridgeResult) => {
        // The reply goes to the callback the app named (fidelity.md), through the same channel.
        post(callbackName, result);
      };
      const fn = async (raw: unknown) => {
        const logged = env.log?.begin({ ifId: id, direction: 'INBOUND', type: 'MOBILE_BRIDGE' });
        const request = parseInboundRequest(raw);
        const decision = checkInbound({
          definition: env.definition(id),
          request,
          now: clock.now(),
          tokenSecurity: hybrid.tokenSecurity,
          authenticated: env.authenticated(),
          channel: platform ?? '',
          ip: env.userIp(),
        });
        if (!request) {
          logged?.(decision.code);
          return;
        }
        const loggingId = request.loggingId;
        if (decision.code !== BRIDGE_CODES.ok) {
          logged?.(decision.code);
          answer(request.callbackName, {
            resCode: decision.code,
            resMessage: t(decision.messageKey, { id }),
            loggingId,
          });
          return;
        }
        try {
          const data = await listener(request.data as never);
          logged?.(BRIDGE_CODES.ok);
          answer(request.callbackName, {
            resCode: BRIDGE_CODES.ok,
            resMessage: t('bridge.ok'),
            data,
            loggingId,
          });
        } catch {
          logged?.(BRIDGE_CODES.listenerError);
          answer(request.callbackName, {
            resCode: BRIDGE_CODES.listenerError,
            resMessage: t('bridge.listenerError'),
            loggingId,
          });
        }
      };
      win[name] = fn;
      listened.add(id);
      return () => {
        if (win[name] !== fn) return;
        delete win[name];
        listened.delete(id);
      };
    },
  };
}

function asResult<T>(answer: unknown): MobileBridgeResult<T> {
  let v: unknown = answer;
  if (typeof answer === 'string') {
    try {
      v = JSON.parse(answer);
    } catch {
      v = undefined;
    }
  }
  const r = v as Partial<MobileBridgeResult<T>> | undefined;
  if (!r || typeof r !== 'object' || typeof r.resCode !== 'string')
    return { resCode: BRIDGE_CODES.invalidRequest, resMessage: t('bridge.invalidRequest') };
  return {
    resCode: r.resCode,
    resMessage: typeof r.resMessage === 'string' ? r.resMessage : '',
    ...(r.data !== undefined ? { data: r.data as T } : {}),
    ...(typeof r.loggingId === 'string' ? { loggingId: r.loggingId } : {}),
  };
}
