export { interfaceLogApi } from './interfaceLogApi.ts';
export { INTERFACE_LOG_PRUNE_INTERVAL_MS, startInterfaceLogPrune } from './interfaceLogPrune.ts';
export {
  type InterfaceLogCaller,
  listInterfaceLogs,
  pruneInterfaceLogs,
  recordInterfaceRequest,
  recordInterfaceResponse,
} from './interfaceLogStore.ts';
