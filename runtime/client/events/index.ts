export { type ConsoleEventsOptions, createConsoleEvents } from './createConsoleEvents.ts';
// createEventStream (and eventsource-parser) is loaded with the first session's stream, not with
// the page: import it from its file (createConsoleEvents does, lazily).
export type {
  EventStream,
  EventStreamError,
  EventStreamOptions,
  EventStreamState,
  StreamEvent,
} from './createEventStream.ts';
export {
  createSessionEvents,
  type EventChannelLike,
  type LockManagerLike,
  type SessionEvents,
  type SessionEventsOptions,
} from './createSessionEvents.ts';
export { type ConsoleEventTargets, handleConsoleEvent } from './handleConsoleEvent.ts';
