export { type ConsoleEventsOptions, createConsoleEvents } from './createConsoleEvents.ts';
export {
  createEventStream,
  type EventStream,
  type EventStreamError,
  type EventStreamOptions,
  type EventStreamState,
  type StreamEvent,
} from './createEventStream.ts';
export {
  createSessionEvents,
  type EventChannelLike,
  type LockManagerLike,
  type SessionEvents,
  type SessionEventsOptions,
} from './createSessionEvents.ts';
export { type ConsoleEventTargets, handleConsoleEvent } from './handleConsoleEvent.ts';
