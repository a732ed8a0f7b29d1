export {
  type ApiCallOutcome,
  apiCallStatus,
  INTERFACE_LOG_LIMITS,
  INTERFACE_LOG_MAX_DURATION_MS,
  type InterfaceCall,
  type InterfaceLogPhase,
  type InterfaceLogType,
  interfaceRequestRecord,
  interfaceResponseRecord,
  logTypeAllows,
} from './interfaceLogRecord.ts';
