import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DeclaredApi, PersonalData } from '../../../schemas/index.ts';
import type { MaskingPreset } from '../../core/mask/index.ts';
import { maskPersonal, subjectIdOf } from '../../core/privacy/index.ts';
import { isApiEnvelope } from '../../core/transport/index.ts';
import type { PersonalAccessEntry, PersonalAction } from '../db/index.ts';

/** The largest answer of a personal-data API the server reads to mask (bytes); larger is a 502. */
export const PERSONAL_ANSWER_MAX_BYTES = 32 * 1024 * 1024;

/** What a call of `api` does to personal data: declared, else READ for reads and lists. */
export function personalAction(api: DeclaredApi): PersonalAction {
  if (api.personal?.action) return api.personal.action;
  if (api.method === 'GET' || api.rows !== undefined) return 'READ';
  return api.method === 'DELETE' ? 'DELETE' : 'UPDATE';
}

/** The decoded bytes of an answer (gzip, br, deflate undone), or undefined past `max` or an unknown coding. */
async function readAnswer(
  stream: Readable,
  encoding: string | undefined,
  max: number,
): Promise<Buffer | undefined> {
  const coding = (encoding ?? '').trim().toLowerCase();
  const decoder =
    coding === '' || coding === 'identity'
      ? undefined
      : coding === 'gzip' || coding === 'x-gzip'
        ? createGunzip()
        : coding === 'br'
          ? createBrotliDecompress()
          : coding === 'deflate'
            ? createInflate()
            : null;
  if (decoder === null) {
    stream.destroy();
    return undefined;
  }
  const source: Readable = decoder ? stream.pipe(decoder) : stream;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of source) {
      size += (chunk as Buffer).length;
      if (size > max) {
        stream.destroy();
        source.destroy();
        return undefined;
      }
      chunks.push(chunk as Buffer);
    }
  } catch {
    return undefined;
  }
  return Buffer.concat(chunks);
}

/** Who called, from where and through what: the access record's fields that are not the answer's. */
export interface PersonalCall {
  name: string;
  api: DeclaredApi & { personal: PersonalData };
  sysCd: string;
  mnuId: string;
  fncId: string | undefined;
  /** The call's parameters (a write names its subject there). */
  params: Record<string, unknown>;
  /** The company masking standard (`privacy.masking`). */
  masking: MaskingPreset;
  now: number;
  /** A write's intent, recorded before it was sent (`intendPersonalWrite`): its record is settled here. */
  intent?: string | undefined;
}

/** The access record of `call` by the caller of `request`, for `subjects`. */
function personalEntry(
  request: FastifyRequest,
  call: Omit<PersonalCall, 'masking' | 'intent'>,
  subjects: readonly string[],
): PersonalAccessEntry | undefined {
  const user = request.user;
  if (!user) return undefined;
  return {
    usrId: user.usrId,
    usrIp: request.ip,
    sysCd: call.sysCd,
    mnuId: call.mnuId,
    fncId: call.fncId,
    tranId: request.tranId,
    action: personalAction(call.api),
    source: call.name,
    subjectIds: subjects,
    at: new Date(call.now),
  };
}

/**
 * Before a write of personal data is sent, its record as far as it is known (the subject its
 * parameters name): should the server stop before the answer, this is what the next start writes.
 * The answer settles it (personalAnswer); an answer that never comes settles it as it is when the
 * request ends. Undefined for a read.
 */
export function intendPersonalWrite(
  app: FastifyInstance,
  request: FastifyRequest,
  call: Omit<PersonalCall, 'masking' | 'intent'>,
): string | undefined {
  if (personalAction(call.api) === 'READ') return undefined;
  const named = subjectIdOf(call.params[call.api.personal.subject]);
  const entry = personalEntry(request, call, named === undefined ? [] : [named]);
  if (!entry) return undefined;
  const intent = app.personalRecords.intend(entry);
  request.raw.once('close', () => app.personalRecords.settle(intent));
  return intent;
}

/**
 * The answer of an API that declares personal data, as it leaves the server: every declared field
 * masked, and the access recorded before it goes, in the outbox (every subject the answer carried
 * and, for a write, the subject its parameters named; a read that carried none records nothing). Undefined
 * when the answer is not JSON or larger than {@link PERSONAL_ANSWER_MAX_BYTES} (the caller answers
 * 502: nothing unmasked leaves).
 */
export async function personalAnswer(
  app: FastifyInstance,
  request: FastifyRequest,
  stream: Readable,
  encoding: string | undefined,
  call: PersonalCall,
): Promise<string | undefined> {
  const bytes = await readAnswer(stream, encoding, PERSONAL_ANSWER_MAX_BYTES);
  if (bytes === undefined) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
  const { api } = call;
  const body = isApiEnvelope(data) ? (data as { body?: unknown }).body : data;
  const subjects = maskPersonal(body, api.rows, api.personal, call.masking);
  const action = personalAction(api);
  if (action !== 'READ') {
    const named = subjectIdOf(call.params[api.personal.subject]);
    if (named !== undefined && !subjects.includes(named)) subjects.unshift(named);
  }
  const entry = personalEntry(request, call, subjects);
  if (entry && call.intent) app.personalRecords.settle(call.intent, entry);
  else if (entry && (subjects.length > 0 || action !== 'READ')) app.personalRecords.record(entry);
  return JSON.stringify(data);
}
