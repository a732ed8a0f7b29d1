export {
  type ConsoleEvent,
  createEventBus,
  EVENTS_CHANNEL,
  type EventBus,
  type EventBusOptions,
} from './eventBus.ts';
export { type EventStreamOptions, eventStreamApi } from './eventStreamApi.ts';
