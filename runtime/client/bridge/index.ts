export type { Bridge, BridgeCall, BridgeEnvironment, BridgePlatform, BridgeWindow } from './createBridge.ts';
export { createBridge, STATIC_BRIDGES, STORAGE_OPERATIONS } from './createBridge.ts';
