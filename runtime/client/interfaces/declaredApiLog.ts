import { apiCallStatus } from '../../core/interfaces/index.ts';
import { declaredApiName } from '../../core/url/index.ts';
import type { ApiCallObserver } from '../api/index.ts';
import type { InterfaceLogger } from './createInterfaceLogger.ts';

/**
 * The API client's `onCall` that logs each attempt of a declared-API call (`/api/ext/<name>`) as
 * OUTBOUND HTTP interface `<name>`, under the transaction id the call sends in its header. Every
 * other URL (the management API, the log's own posts, which do not go through the client anyway)
 * is left alone.
 */
export function declaredApiLog(logger: InterfaceLogger): ApiCallObserver {
  return ({ url, tranId }) => {
    if (!logger.active) return undefined;
    const name = declaredApiName(url);
    if (name === undefined) return undefined;
    const end = logger.begin({ ifId: name, direction: 'OUTBOUND', type: 'HTTP', tranId });
    return (outcome) => end(apiCallStatus(outcome));
  };
}
