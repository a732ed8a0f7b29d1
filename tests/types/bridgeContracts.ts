// Compile-time test, checked by `npm run typecheck`: `runtime.bridge` is typed by the contracts
// `console generate` / `console bridge types` writes from console.config.yaml's interface
// definitions (runtime/client/generated/bridge.gen.ts). Each @ts-expect-error fails the typecheck
// when the typing it relies on is gone.
import { expectTypeOf } from 'vitest';
import type { Bridge } from '../../runtime/client/bridge/index.ts';
import type { ConsoleRuntime } from '../../runtime/client/runtime/index.ts';
import type { MobileBridgeResult } from '../../runtime/core/bridge/index.ts';

declare const bridge: ConsoleRuntime['bridge'];

export async function outbound() {
  // A declared OUTBOUND interface: the answer's data has the response schema's type.
  const device = await bridge.call({ id: 'device-info' });
  expectTypeOf(device).toEqualTypeOf<
    MobileBridgeResult<{ model: string; os: string; appVersion?: string }>
  >();
  // The static bridges are in the map too, with their operation types.
  await bridge.call({ id: 'storage', data: { type: '02', key: 'theme' } });
  // @ts-expect-error: an interface id no definition declares (a typo of device-info)
  await bridge.call({ id: 'device-infos' });
  // @ts-expect-error: toast's data is { message }, not { text }
  await bridge.call({ id: 'toast', data: { text: '안녕하세요' } });
  // @ts-expect-error: toast needs its data
  await bridge.call({ id: 'toast' });
  // @ts-expect-error: storage's operation type is 01, 02 or 03
  await bridge.call({ id: 'storage', data: { type: '04', key: 'theme' } });
  // @ts-expect-error: push-received is INBOUND: the page listens to it, it does not call it
  await bridge.call({ id: 'push-received' });
}

export function inbound() {
  bridge.listen('push-received', (data) => {
    expectTypeOf(data).toEqualTypeOf<{ title: string; link?: string }>();
    return { shown: true };
  });
  // @ts-expect-error: the listener must answer push-received's response ({ shown: boolean })
  bridge.listen('push-received', () => ({ shown: 'yes' }));
  bridge.listen('push-received', (data) => {
    // @ts-expect-error: a field push-received's request schema does not have
    void data.titel;
    return { shown: false };
  });
  // @ts-expect-error: no INBOUND definition has this id
  bridge.listen('coupon-issued', () => ({}));
}

// A bridge made without contracts (tests, library use) takes any id, with data and answers unknown.
declare const untyped: Bridge;
export async function loose() {
  const r = await untyped.call({ id: 'anything', data: { x: 1 } });
  expectTypeOf(r.data).toEqualTypeOf<unknown>();
  untyped.listen('whatever', (data) => expectTypeOf(data).toEqualTypeOf<unknown>());
}
