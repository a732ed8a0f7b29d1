export { STATIC_BRIDGES, STORAGE_OPERATIONS } from '../../core/bridge/index.ts';
export type {
  BridgeCall,
  BridgeContract,
  BridgeContracts,
  StaticBridgeContracts,
  UntypedBridgeContracts,
} from './bridgeContracts.ts';
export type { Bridge, BridgeEnvironment, BridgePlatform, BridgeWindow } from './createBridge.ts';
export { createBridge } from './createBridge.ts';
