export { createLogger, type Logger, type LoggerOptions, type LogSink } from './createLogger.ts';
export { LOG_LEVELS, type LogLevelName, logLevelValue, toPinoLevel } from './logLevel.ts';
export { createLogThrottle, type LogThrottle, type ThrottleVerdict } from './logThrottle.ts';
