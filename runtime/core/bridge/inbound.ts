import type { MessageKey } from '../i18n/index.ts';
import { isValidBridgeToken } from './bridgeToken.ts';

/** Result codes of the bridge (spec section 5). */
export const BRIDGE_CODES = {
  ok: '0000',
  invalidRequest: '5001',
  invalidToken: '5003',
  unknownInterface: '5005',
  notAuthorised: '0401',
  listenerError: '9999',
} as const;
export type BridgeCode = (typeof BRIDGE_CODES)[keyof typeof BRIDGE_CODES];

/** What every bridge answer looks like, both ways. */
export interface MobileBridgeResult<T = unknown> {
  resCode: string;
  resMessage: string;
  data?: T | undefined;
  loggingId?: string | undefined;
}

/** What the native side sends to an inbound interface (a JSON string or an object). */
export interface InboundRequest {
  token: string;
  callbackName: string;
  data: unknown;
  loggingId?: string | undefined;
}

/** Native function name of an interface id: `-` becomes `_` (fidelity.md). */
export function bridgeName(id: string): string {
  return id.replace(/-/g, '_');
}

/** The request read from what the native side passed; `undefined` when it is not one. */
export function parseInboundRequest(raw: unknown): InboundRequest | undefined {
  let v: unknown = raw;
  if (typeof raw === 'string') {
    try {
      v = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  const r = v as Partial<InboundRequest> | null;
  if (
    !r ||
    typeof r !== 'object' ||
    typeof r.callbackName !== 'string' ||
    !/^[A-Za-z_$][\w$]*$/.test(r.callbackName)
  )
    return undefined;
  return {
    token: typeof r.token === 'string' ? r.token : '',
    callbackName: r.callbackName,
    data: r.data,
    ...(typeof r.loggingId === 'string' ? { loggingId: r.loggingId } : {}),
  };
}

/** The fields of an interface definition (spec section 3) an inbound call is checked against. */
export interface InboundDefinition {
  direction: 'INBOUND' | 'OUTBOUND';
  allowedAuthenticated: boolean;
  limitByChannel: boolean;
  channel?: string | undefined;
  allowedChannels: readonly string[];
  limitByIpAddress: boolean;
  allowedIpAddresses: readonly string[];
}

export interface InboundContext {
  /** The interface's definition, when one is known for this id. */
  definition: InboundDefinition | undefined;
  request: InboundRequest | undefined;
  now: number;
  /** `mobile.hybrid.tokenSecurity`. */
  tokenSecurity: { enabled: boolean; validitySeconds: number };
  authenticated: boolean;
  /** `ios` or `android`: the channel the call came through. */
  channel: string;
  /** The user's address when known (the login answer's), for `limitByIpAddress`. */
  ip: string | undefined;
}

/** Why an inbound call is refused (its code and the catalogue key of its message), or `ok`. */
export type InboundDecision = { code: BridgeCode; messageKey: MessageKey };

/**
 * Checks an inbound call against its interface definition (spec section 5, fidelity.md): a
 * request with a callback (5001), a known INBOUND interface (5005), a token within the validity
 * either way when token security is on (5003), then login, channel and IP limits (0401).
 */
export function checkInbound(c: InboundContext): InboundDecision {
  if (!c.request) return { code: BRIDGE_CODES.invalidRequest, messageKey: 'bridge.invalidRequest' };
  const def = c.definition;
  if (def?.direction !== 'INBOUND')
    return { code: BRIDGE_CODES.unknownInterface, messageKey: 'bridge.unknownInterface' };
  if (
    c.tokenSecurity.enabled &&
    !isValidBridgeToken(c.request.token, c.now, c.tokenSecurity.validitySeconds * 1000)
  )
    return { code: BRIDGE_CODES.invalidToken, messageKey: 'bridge.invalidToken' };
  if (def.allowedAuthenticated && !c.authenticated)
    return { code: BRIDGE_CODES.notAuthorised, messageKey: 'bridge.notAuthorised' };
  if (def.limitByChannel) {
    const allowed = [...def.allowedChannels, ...(def.channel ? [def.channel] : [])].map((x) =>
      x.toLowerCase(),
    );
    if (!allowed.includes(c.channel.toLowerCase()))
      return { code: BRIDGE_CODES.notAuthorised, messageKey: 'bridge.notAuthorised' };
  }
  if (def.limitByIpAddress && c.ip !== undefined && !def.allowedIpAddresses.includes(c.ip))
    return { code: BRIDGE_CODES.notAuthorised, messageKey: 'bridge.notAuthorised' };
  return { code: BRIDGE_CODES.ok, messageKey: 'bridge.ok' };
}
