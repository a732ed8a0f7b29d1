export {
  createInterfaceLogger,
  type InterfaceCallStart,
  type InterfaceLogger,
  type InterfaceLoggerOptions,
  type InterfaceLogSend,
} from './createInterfaceLogger.ts';
export { createLogSender, type LogSenderOptions } from './createLogSender.ts';
export { declaredApiLog } from './declaredApiLog.ts';
