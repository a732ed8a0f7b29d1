import type { STORAGE_OPERATIONS } from '../../core/bridge/index.ts';

/** One interface's contract: the data a call carries and the data of its answer. */
export interface BridgeContract {
  request: unknown;
  response: unknown;
}

/**
 * Interface ids to contracts, per direction: `outbound` (web → native, `bridge.call`) and `inbound`
 * (native → web, `bridge.listen`: `request` is what the listener receives, `response` what it
 * returns). `runtime/client/generated/bridge.gen.ts` (`npx console bridge types`) writes the
 * console's own from the static bridges and `interfaces.definitions`.
 */
export interface BridgeContracts {
  outbound: Record<string, BridgeContract>;
  inbound: Record<string, BridgeContract>;
}

/**
 * No contract known: any id, data and answers unknown. A bridge made by `createBridge` alone (tests,
 * a library use) is typed so; the console's `runtime.bridge` takes the generated contracts.
 */
export interface UntypedBridgeContracts {
  outbound: Record<string, BridgeContract>;
  inbound: Record<string, BridgeContract>;
}

type StorageType = (typeof STORAGE_OPERATIONS)[keyof typeof STORAGE_OPERATIONS];

/** The static bridges' contracts (spec section 9), the same in every console. */
export type StaticBridgeContracts = {
  'notify-loaded': { request: undefined; response: unknown };
  toast: { request: { message: string }; response: unknown };
  'current-time': { request: undefined; response: { time?: number | string } };
  storage: {
    request: { type: StorageType; key: string; value?: string };
    response: { value?: string };
  };
};

/**
 * One outbound call: the interface id, its data (required when its contract's request is an
 * object; optional when it is `unknown` or `undefined`), and a timeout (default
 * `mobile.hybrid.bridge.timeoutMs`).
 */
export type BridgeCall<Id extends string = string, Req = unknown> = {
  id: Id;
  timeout?: number;
} & (undefined extends Req ? { data?: Req } : { data: Req });
