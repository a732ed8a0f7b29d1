export { type ClientLogOptions, clientLogApi } from './clientLogApi.ts';
export { createLogDestination } from './logDestination.ts';
