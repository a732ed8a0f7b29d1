import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UNMASK_SECONDS, unmaskRequestSchema } from '../../../schemas/api/privacy.ts';
import { personalRecords, subjectIdOf, UNMASK_FUNCTION } from '../../core/privacy/index.ts';
import { personalReason } from '../db/index.ts';
import { ApiError, authErrors, success } from '../platform/index.ts';
import { gatewayErrors } from './gatewayErrors.ts';
import { authoriseServerMade, type ServerMadeOptions, upstreamCaller } from './upstreamCall.ts';

const notFound = () =>
  new ApiError(
    404,
    'PRIVACY_RECORD_NOT_FOUND',
    '원문을 볼 항목을 찾을 수 없습니다. 목록을 다시 조회한 뒤 시도해주세요.',
  );

/**
 * `POST /api/ext/<name>/unmask` for a declared API with `personal`: a caller holding UNMASK on the
 * calling menu, with a reason (PRIVACY_REASON), gets one record's subject and declared fields in
 * the clear. The server asks the backend again with the parameters that showed the record (a
 * grid's search and page, a detail's key) and answers only that subject's record; the 원문조회 is
 * recorded with the subject and the reason before the answer leaves. Nothing else of the answer
 * is sent, and nothing at all without the function and the reason.
 */
export function registerGatewayUnmask(app: FastifyInstance, o: ServerMadeOptions): void {
  const { config, name, api } = o;
  const call = upstreamCaller(app, o);
  const declared = api.personal;
  if (!declared || api.download) return;
  const personal = declared;

  async function unmask(request: FastifyRequest) {
    const menu = await authoriseServerMade(request, o, UNMASK_FUNCTION);
    const parsed = unmaskRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw gatewayErrors.badBody();
    const { params, subject, reasonCd, reason: words } = parsed.data;
    const reason = await personalReason(app.db, { reasonCd, reason: words });
    const body = await call(request, menu, params);
    const found = personalRecords(body, api.rows).find((r) => subjectIdOf(r[personal.subject]) === subject);
    if (!found) throw notFound();
    const record: Record<string, unknown> = { [personal.subject]: found[personal.subject] };
    for (const field of Object.keys(personal.fields))
      if (Object.hasOwn(found, field)) record[field] = found[field];
    const user = request.user;
    if (!user) throw authErrors.unauthorized();
    app.personalRecords.record({
      usrId: user.usrId,
      usrIp: request.ip,
      sysCd: config.management.systemCode,
      mnuId: menu.mnuId,
      fncId: UNMASK_FUNCTION,
      tranId: request.tranId,
      action: 'UNMASK',
      source: name,
      subjectIds: [subject],
      reasonCd: reason.reasonCd,
      reason: reason.reason,
      at: new Date(o.now()),
    });
    request.log.info({ api: name, subject, reasonCd: reason.reasonCd }, 'personal data unmasked');
    return success({ record, types: { ...personal.fields }, expiresInSeconds: UNMASK_SECONDS });
  }

  app.post(`/${name}/unmask`, { bodyLimit: 64 * 1024 }, unmask);
}
