import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import {
  API_PREFIX,
  apiRoute,
  auditStamp,
  authErrors,
  type PluginOptions,
  success,
} from '../platform/index.ts';
import { startInterfaceLogPrune } from './interfaceLogPrune.ts';
import { listInterfaceLogs, recordInterfaceRequest, recordInterfaceResponse } from './interfaceLogStore.ts';

/** Largest log record accepted: a few ids and codes. */
const LOG_BODY_LIMIT = 4096;

/** Where a logging setting's route goes under `/api`, or an error that says why it cannot. */
function logPath(setting: string, url: string): string {
  if (!url.startsWith(`${API_PREFIX}/`)) {
    throw new Error(
      `${setting} "${url}" must be under ${API_PREFIX}/ (the reference server serves it); e.g. /api/interface/log/request`,
    );
  }
  return url;
}

/**
 * Interface logging, registered on `/api`: the two URLs of `interfaces.apiLogging`
 * (each only when set) take the browser's request and response records of a call for the logged-in
 * caller (the user comes from the session, never from the body) into `interface_logs`; the list of
 * 인터페이스 이력 is bound to the SYSTEM_INTERFACE program; rows older than `keepDays` are pruned at
 * start and hourly.
 */
export async function interfaceLogApi(app: FastifyInstance, options: PluginOptions): Promise<void> {
  const { config } = options;
  const logging = config.interfaces.apiLogging;
  const sysCd = config.management.systemCode;
  const callerFor = (request: FastifyRequest) => {
    // Every route here needs a login (the auth hook set the user); this is the type's guarantee.
    if (!request.user) throw authErrors.unauthorized();
    return {
      usrId: request.user.usrId,
      sysCd,
      stamp: auditStamp(request, new Date(options.now?.() ?? Date.now())),
    };
  };

  if (logging.requestUrl && logging.requestUrl === logging.responseUrl) {
    throw new Error(
      `interfaces.apiLogging.requestUrl and responseUrl are both "${logging.requestUrl}": give each its own URL`,
    );
  }
  if (logging.requestUrl) {
    const url = logPath('interfaces.apiLogging.requestUrl', logging.requestUrl);
    apiRoute(
      app,
      API_ROUTES['interfaceLog.request'],
      async (request) => {
        await recordInterfaceRequest(app.db, request.body, callerFor(request));
        return success(null);
      },
      { url, bodyLimit: LOG_BODY_LIMIT },
    );
  }
  if (logging.responseUrl) {
    const url = logPath('interfaces.apiLogging.responseUrl', logging.responseUrl);
    apiRoute(
      app,
      API_ROUTES['interfaceLog.response'],
      async (request) => {
        await recordInterfaceResponse(app.db, request.body, callerFor(request));
        return success(null);
      },
      { url, bodyLimit: LOG_BODY_LIMIT },
    );
  }

  apiRoute(app, API_ROUTES['interfaceLog.list'], async (request) =>
    success(await listInterfaceLogs(app.db, sysCd, request.body)),
  );

  startInterfaceLogPrune(app, logging.keepDays, options.now);
}
