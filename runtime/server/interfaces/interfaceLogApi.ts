import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import { STATIC_BRIDGES } from '../../core/bridge/index.ts';
import { SlidingWindows } from '../db/index.ts';
import {
  API_PREFIX,
  ApiError,
  addressKey,
  apiRoute,
  auditStamp,
  authErrors,
  type PluginOptions,
  success,
  tooManyRequests,
} from '../platform/index.ts';
import { startInterfaceLogPrune } from './interfaceLogPrune.ts';
import { listInterfaceLogs, recordInterfaceRequest, recordInterfaceResponse } from './interfaceLogStore.ts';

/** Largest log record accepted: a few ids and codes. */
const LOG_BODY_LIMIT = 4096;
/** Records one session may post a minute (two per call: a busy screen makes a few dozen). */
export const INTERFACE_LOG_PER_MINUTE = 300;
/** How far a record's time may be from the server's (the browser's clock, a little off). */
export const INTERFACE_LOG_CLOCK_SKEW_MS = 5 * 60_000;

const interfaceLogErrors = {
  unknownInterface: (ifId: string) =>
    new ApiError(400, 'INTERFACE_UNKNOWN', `정의되지 않은 인터페이스입니다: ${ifId}`),
  badTime: () =>
    new ApiError(
      400,
      'INTERFACE_BAD_TIME',
      '기록 시각이 서버 시각과 5분 넘게 다릅니다. 기기의 날짜와 시간을 확인해주세요.',
    ),
  tooMany: (seconds: number) => tooManyRequests('인터페이스 기록이', seconds),
};

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

  // Only the interfaces this console has (its declared APIs, its interface definitions and the
  // static bridges), dated near now, at a human pace per session: a record is evidence, not a form.
  const known = new Set<string>([
    ...Object.keys(config.apis),
    ...config.interfaces.definitions.map((d) => d.id),
    ...Object.values(STATIC_BRIDGES),
  ]);
  // Counted in the database: one session's records on every instance together.
  const windows = new SlidingWindows(() => app.db, options.now);
  const admit = async (request: FastifyRequest, record: { ifId: string; time: string }) => {
    const { retryAfterSeconds } = await windows.count([
      {
        bucket: 'interface-log',
        key: request.user?.sessionId ?? addressKey(request.ip),
        rule: { limit: INTERFACE_LOG_PER_MINUTE, windowMs: 60_000 },
      },
    ]);
    if (retryAfterSeconds > 0) throw interfaceLogErrors.tooMany(retryAfterSeconds);
    if (!known.has(record.ifId)) throw interfaceLogErrors.unknownInterface(record.ifId);
    const at = Date.parse(record.time);
    if (!(Math.abs(at - (options.now?.() ?? Date.now())) <= INTERFACE_LOG_CLOCK_SKEW_MS))
      throw interfaceLogErrors.badTime();
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
        await admit(request, request.body);
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
        await admit(request, request.body);
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
