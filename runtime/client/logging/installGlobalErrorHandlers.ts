import type { BrowserLogger } from './createBrowserLogger.ts';

/** The window's error events, as far as they are used here. */
export interface ErrorEventTarget {
  addEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void;
  removeEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void;
}

/**
 * Application-level errors (spec section 8): an uncaught error or unhandled rejection is logged as
 * "시스템 오류가 발생하였습니다." with its details and sent to the server log with its transaction
 * id; the user sees no message. Returns the uninstall.
 */
export function installGlobalErrorHandlers(target: ErrorEventTarget, logger: BrowserLogger): () => void {
  const handle = (error: unknown) => logger.systemError(error);
  const onError = (event: Event) => handle((event as ErrorEvent).error ?? (event as ErrorEvent).message);
  const onRejection = (event: Event) => handle((event as PromiseRejectionEvent).reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
