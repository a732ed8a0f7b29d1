import type { InterfaceLogRequest, InterfaceLogResponse } from '../../../schemas/api/interfaceLog.ts';
import { randomBase62 } from '../../core/crypto/index.ts';
import {
  type InterfaceCall,
  type InterfaceLogType,
  interfaceRequestRecord,
  interfaceResponseRecord,
  logTypeAllows,
} from '../../core/interfaces/index.ts';

/** Posts one record to a logging URL (JSON, POST); what it returns or throws is ignored. */
export type InterfaceLogSend = (url: string, record: InterfaceLogRequest | InterfaceLogResponse) => unknown;

export interface InterfaceLoggerOptions {
  /** `interfaces.apiLogging` of the client config: nothing is posted to a URL that is unset. */
  urls: { requestUrl?: string | undefined; responseUrl?: string | undefined };
  send: InterfaceLogSend;
  /** Times and durations. Default `Date.now`. */
  now?: () => number;
  /** The definition of an interface (`ustra:interface`), whose `logType` decides what is logged. */
  definition?: (id: string, version?: string) => { logType: InterfaceLogType } | undefined;
  /** Whether anyone is logged in: the server takes records from a session only. Default: always. */
  enabled?: () => boolean;
  /** Transaction ids of calls that bring none (bridge calls). Default `randomBase62()`. */
  newTranId?: () => string;
}

/** One call being logged. */
export type InterfaceCallStart = Omit<InterfaceCall, 'tranId'> & { tranId?: string | undefined };

export interface InterfaceLogger {
  /** Whether either URL is set (when not, `begin` does nothing at all). */
  readonly active: boolean;
  /**
   * Logs that a call begins (its request record) and answers the function that logs how it ended
   * (its response record, with the status and the time since `begin`; once). Never throws, never
   * waits: records are posted in the background and their failures dropped.
   */
  begin(call: InterfaceCallStart): (status: string) => void;
}

const nothing = () => {};

/**
 * The interface log: for each bridge call and declared-API call, a request record
 * and a response record posted to `interfaces.apiLogging.requestUrl` and `responseUrl` (each only
 * when set, and as the interface definition's `logType` allows), best effort. Records carry ids,
 * codes and times, never the call's data.
 */
export function createInterfaceLogger(options: InterfaceLoggerOptions): InterfaceLogger {
  const { requestUrl, responseUrl } = options.urls;
  const now = options.now ?? Date.now;
  const newTranId = options.newTranId ?? (() => randomBase62());
  const active = !!(requestUrl || responseUrl);

  const post = (url: string, record: InterfaceLogRequest | InterfaceLogResponse) => {
    try {
      if (options.enabled && !options.enabled()) return;
      const sent = options.send(url, record);
      if (sent && typeof (sent as Promise<unknown>).catch === 'function')
        (sent as Promise<unknown>).catch(nothing);
    } catch {
      // best effort: a log that cannot be written never touches the call it logs
    }
  };

  return {
    active,
    begin(start) {
      if (!active) return nothing;
      try {
        const call: InterfaceCall = { ...start, tranId: start.tranId || newTranId() };
        const logType = options.definition?.(call.ifId, call.version)?.logType;
        const startedAt = now();
        if (requestUrl && logTypeAllows(logType, 'REQUEST'))
          post(requestUrl, interfaceRequestRecord(call, startedAt));
        if (!responseUrl || !logTypeAllows(logType, 'RESPONSE')) return nothing;
        let done = false;
        return (status) => {
          if (done) return;
          done = true;
          try {
            post(responseUrl, interfaceResponseRecord(call, status, startedAt, now()));
          } catch {
            // as above
          }
        };
      } catch {
        return nothing;
      }
    },
  };
}
