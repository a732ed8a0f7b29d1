export { type EventAudience, eventReaches } from './eventAudience.ts';
export {
  afterFailure,
  afterOpen,
  clampRetry,
  EVENT_STREAM_DEFAULTS,
  INITIAL_RETRY,
  type RetryState,
  withServerRetry,
} from './eventStreamRetry.ts';
export { type SseEvent, sseComment, sseFrame, sseRetry } from './sseFrame.ts';
