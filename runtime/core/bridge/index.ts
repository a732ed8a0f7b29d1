export { BRIDGE_TOKEN_VALIDITY_MS, createBridgeToken, isValidBridgeToken } from './bridgeToken.ts';
export type {
  BridgeCode,
  InboundContext,
  InboundDecision,
  InboundRequest,
  MobileBridgeResult,
} from './inbound.ts';
export { BRIDGE_CODES, bridgeName, checkInbound, parseInboundRequest } from './inbound.ts';
export type { MockNativeAnswer, MockNativePlatform } from './mockNative.ts';
export { MOCK_NATIVE_PROFILES, mockNativeAnswer, mockNativePlatform } from './mockNative.ts';
export { STATIC_BRIDGES, STORAGE_OPERATIONS } from './staticBridges.ts';
