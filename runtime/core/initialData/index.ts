export type {
  CommonCode,
  DataRecord,
  InitialData,
  InitialMenu,
  InterfaceDefinitionLike,
  ProcessInitialDataOptions,
  RawInitialData,
} from './processInitialData.ts';
export {
  AUDIT_FIELDS,
  CLASSIFICATION_FIELDS,
  DEFAULT_INTERFACE_VERSION,
  groupCommonCodes,
  interfaceKey,
  mergeInterfaceDefinitions,
  processInitialData,
  stripRecord,
} from './processInitialData.ts';
export { withInterfaceDefaults } from './withInterfaceDefaults.ts';
