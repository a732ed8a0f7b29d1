import type { ConsoleEventData } from '../../../schemas/api/events.ts';
import type { InactiveReason } from '../../core/session/index.ts';
import type { StreamEvent } from './createEventStream.ts';

/** What the console does with each event of the stream. */
export interface ConsoleEventTargets {
  /** `session`: this session ended elsewhere (a newer login, expiry or revocation, a logout). */
  endSession(reason: InactiveReason): void;
  /** `initial-data`: menus or codes changed; read the initial data again. */
  refreshInitialData(): void;
  /** `authority`: grants changed; read the user's authorities again (menus and buttons follow). */
  refreshAuthorities(): void;
  /** `build`: the build an instance serves (a newer one marks the page for a reload). */
  buildSeen(buildId: string): void;
  /** `notice`: an administrator's notice. */
  notice(message: string, from: string | undefined): void;
}

const SESSION_REASONS: Record<ConsoleEventData<'session'>['state'], InactiveReason> = {
  duplicated: 'duplicated',
  expired: 'expired',
  logout: 'logout',
  revoked: 'revoked',
};

function parse(data: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(data);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Hands one event to its target; an unknown event or malformed data does nothing. */
export function handleConsoleEvent(event: StreamEvent, targets: ConsoleEventTargets): void {
  const data = parse(event.data);
  switch (event.type) {
    case 'session': {
      const reason = SESSION_REASONS[data.state as keyof typeof SESSION_REASONS];
      if (reason) targets.endSession(reason);
      return;
    }
    case 'initial-data':
      targets.refreshInitialData();
      return;
    case 'authority':
      targets.refreshAuthorities();
      return;
    case 'build':
      if (typeof data.buildId === 'string' && data.buildId) targets.buildSeen(data.buildId);
      return;
    case 'notice':
      if (typeof data.message === 'string' && data.message.trim())
        targets.notice(data.message, typeof data.from === 'string' ? data.from : undefined);
      return;
  }
}
