export {
  type BrowserLogger,
  type BrowserLoggerOptions,
  type ConsoleLike,
  createBrowserLogger,
} from './createBrowserLogger.ts';
export { type ErrorEventTarget, installGlobalErrorHandlers } from './installGlobalErrorHandlers.ts';
