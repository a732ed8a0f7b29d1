export { type ClientLogOptions, clientLogApi } from './clientLogApi.ts';
export { createLogDestination } from './logDestination.ts';
export { type LogFormat, textLogLine } from './textLogLine.ts';
