/** One server-sent event as the wire carries it. */
export interface SseEvent {
  /** Sets the client's last event id; absent: the id stays as it was. */
  id?: string | number | undefined;
  /** The `event:` name; absent: `message`. */
  event?: string | undefined;
  /** The data; a newline splits it over several `data:` lines. */
  data: string;
}

/** The text of one event: `id:`, `event:`, one `data:` line per line of data, and a blank line. */
export function sseFrame(e: SseEvent): string {
  let out = '';
  if (e.id !== undefined) out += `id: ${String(e.id).replace(/[\r\n]/g, '')}\n`;
  if (e.event !== undefined) out += `event: ${e.event.replace(/[\r\n]/g, '')}\n`;
  for (const line of e.data.split(/\r\n|\r|\n/)) out += `data: ${line}\n`;
  return `${out}\n`;
}

/** A comment line (`: text`): keeps the connection alive, ignored by every client. */
export function sseComment(text: string): string {
  return `: ${text.replace(/[\r\n]/g, ' ')}\n\n`;
}

/** The `retry:` field: how long the client waits before reconnecting, in ms. */
export function sseRetry(ms: number): string {
  return `retry: ${Math.max(0, Math.floor(ms))}\n\n`;
}
