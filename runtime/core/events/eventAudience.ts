/** Who an event is for: one session, one user's sessions, or (both absent) everyone. */
export interface EventAudience {
  usrId?: string | null | undefined;
  sessionId?: string | null | undefined;
}

/** Whether a stream of session `listener` receives an event addressed to `audience`. */
export function eventReaches(
  audience: EventAudience,
  listener: { usrId: string; sessionId: string },
): boolean {
  if (audience.sessionId) return audience.sessionId === listener.sessionId;
  if (audience.usrId) return audience.usrId === listener.usrId;
  return true;
}
