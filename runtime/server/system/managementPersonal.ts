import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ENDPOINTS, type ApiEndpoint, type ApiRouteName } from '../../../schemas/api/endpoints.ts';
import type { ConsoleConfig } from '../../../schemas/config/index.ts';
import { maskPersonal, personalRecords, subjectIdOf } from '../../core/privacy/index.ts';
import type { PersonalAction } from '../db/index.ts';

/**
 * The personal data of a management API answer, as a declared API's (`personal` on its route):
 * masked in place unless `raw`, and its subjects recorded (개인정보 접속기록) before the answer goes.
 * `subjects` adds those a write named. Answers `body`.
 */
export function personalManagementAnswer<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  config: ConsoleConfig,
  name: ApiRouteName,
  body: T,
  o: {
    now: number;
    action?: PersonalAction;
    raw?: boolean;
    subjects?: readonly string[];
    /** The route whose `personal` the answer has (a write answering the record a read declares). */
    declaredBy?: ApiRouteName;
  },
): T {
  const route: ApiEndpoint = API_ENDPOINTS[name];
  const declared: ApiEndpoint = API_ENDPOINTS[o.declaredBy ?? name];
  const personal = declared.personal;
  if (!personal) return body;
  const rows = declared.manifest?.rows;
  const shown = o.raw
    ? personalRecords(body, rows).flatMap((r) => subjectIdOf(r[personal.subject]) ?? [])
    : maskPersonal(body, rows, personal, config.privacy.masking);
  const subjects = [...new Set([...(o.subjects ?? []), ...shown])];
  const user = request.user;
  if (user && subjects.length > 0)
    app.personalRecords.record({
      usrId: user.usrId,
      usrIp: request.ip,
      sysCd: config.management.systemCode,
      mnuId: String(request.headers[config.api.headers.menuId.toLowerCase()] ?? '') || undefined,
      fncId: route.program?.fn,
      tranId: request.tranId,
      action: o.action ?? 'READ',
      source: name,
      subjectIds: subjects,
      at: new Date(o.now),
    });
  return body;
}
