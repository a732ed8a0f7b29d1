import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ConsoleConfig, ImportSpec, PersonalData } from '../../../schemas/index.ts';
import { hasFunctionAuthority } from '../../core/auth/index.ts';
import { rowsAtPath } from '../../core/transport/index.ts';
import { importBatches, importJobs, type SeedScreen } from '../db/index.ts';
import { ApiError, authErrors, contentDisposition, success } from '../platform/index.ts';
import { authoriseGatewayCall, type GatewayMenu } from './gatewayAccess.ts';
import {
  type InvalidRow,
  importErrors,
  importRules,
  sniffTable,
  stageImport,
  type ValidRow,
  writeImportTemplate,
} from './import/index.ts';
import { type ServerMadeOptions, upstreamCaller } from './upstreamCall.ts';

/** What the import routes of one declared API are made with. */
export interface ImportRouteOptions extends ServerMadeOptions {
  /** The screens now (their grids' `import`), `undefined` when none were given. */
  screens: () => readonly SeedScreen[] | undefined;
}

/**
 * Where an import's batches go, and how a call is authorised there: a declared API (through the
 * gateway), or a route of the console's own made for it (`code.batch`).
 */
export interface ImportTarget {
  config: ConsoleConfig;
  /** The API name manifests give as `import.api`. */
  name: string;
  /** The routes' path, relative to the plugin they are registered in (`/<name>/import`). */
  at: string;
  /** The calling menu, once what the target itself needs there is checked (403 otherwise). */
  menuOf: (request: FastifyRequest) => Promise<GatewayMenu>;
  /** Sends one batch's body; a refusal of the batch is an ApiError (a 401 or 403 stops the import). */
  send: (request: FastifyRequest, menu: GatewayMenu, body: Record<string, unknown>) => Promise<unknown>;
  /** The key of the body the rows go under; default the import's `rows`. */
  rowsKey?: string | undefined;
  /** Personal data the target writes: each batch sent is recorded as 입력 (its rows' `subject`). */
  personal?: { data: PersonalData; rows?: string | undefined } | undefined;
  screens: () => readonly SeedScreen[] | undefined;
  now: () => number;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ID = /^[A-Za-z][A-Za-z0-9_-]{0,99}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A file name as the browser said it, made safe to keep: no path, no control characters, 255 at most. */
const fileNameOf = (raw: unknown): string =>
  (typeof raw === 'string' ? raw : '')
    .replace(/^.*[\\/]/, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .slice(0, 255) || '업로드 파일';

/** 엑셀 일괄 등록 into declared API `name` (a write): the routes at `/api/ext/<name>/import`. */
export function registerGatewayImport(app: FastifyInstance, o: ImportRouteOptions): void {
  const { config, name, api } = o;
  if (api.method === 'GET') return;
  const call = upstreamCaller(app, o);
  registerImportRoutes(app, {
    config,
    name,
    at: `/${name}/import`,
    menuOf: (request) =>
      authoriseGatewayCall(request, {
        name,
        api,
        systemCode: config.management.systemCode,
        menuHeader: config.api.headers.menuId,
        routes: o.routes(),
      }),
    send: call,
    ...(api.personal && { personal: { data: api.personal, rows: api.rows } }),
    screens: o.screens,
    now: o.now,
  });
}

/**
 * 엑셀 일괄 등록 into `target`, at `<at>`:
 * - `POST <at>/template` `{ importId }`: the template workbook;
 * - `POST <at>?importId=…&fileName=…` with the file as the body (application/octet-stream): checks
 *   every row with the import's rules and stages them, answering the preview;
 * - `POST <at>/<jobId>/errors`: the rows in error as a workbook with a 오류 내용 column, to fix and upload;
 * - `POST <at>/<jobId>/batches/<n>`: sends valid batch n to the target (never twice), answering its result.
 * The import is the one the calling menu's screen declares on a grid (`importId`), for this target;
 * every step needs what the target needs on the menu and the import's `fncId`. A job is its user's.
 */
export function registerImportRoutes(app: FastifyInstance, target: ImportTarget): void {
  const { config, name } = target;

  /** The caller's menu and the import its screen declares as `importId`; 403/404 otherwise. */
  async function authorise(
    request: FastifyRequest,
    importId: unknown,
  ): Promise<{ menu: GatewayMenu; spec: ImportSpec; importId: string }> {
    if (typeof importId !== 'string' || !ID.test(importId)) throw importErrors.unknown();
    const menu = await target.menuOf(request);
    const screen = target.screens()?.find((s) => s.path === menu.route);
    const spec = screen?.imports?.[importId];
    if (!spec || spec.api !== name) throw importErrors.unknown();
    if (!hasFunctionAuthority(request.user?.roles ?? [], menu.mnuId, spec.fncId))
      throw authErrors.forbiddenFunction();
    return { menu, spec, importId };
  }

  /** The caller's own job of this API from this menu, still open. */
  async function jobOf(request: FastifyRequest, menu: GatewayMenu, jobId: string) {
    if (!UUID.test(jobId)) throw importErrors.jobGone();
    const [job] = await app.db
      .select()
      .from(importJobs)
      .where(
        and(
          eq(importJobs.jobId, jobId),
          eq(importJobs.usrId, request.user?.usrId ?? ''),
          eq(importJobs.apiNm, name),
          eq(importJobs.mnuId, menu.mnuId),
        ),
      );
    if (!job || (job.status !== 'CHECKED' && job.status !== 'DONE')) throw importErrors.jobGone();
    return job;
  }

  app.post(`${target.at}/template`, { bodyLimit: 16 * 1024 }, async (request, reply) => {
    const { spec } = await authorise(request, (request.body as { importId?: unknown } | null)?.importId);
    const rules = await importRules(app.db, spec);
    const title = spec.fileName ?? '일괄 등록';
    const columns = rules.map((r, i) => ({
      ...r,
      hint: spec.columns[i]?.hint,
      example: spec.columns[i]?.example,
    }));
    const file = `${title}_양식.xlsx`;
    reply
      .header('content-type', XLSX)
      .header('content-disposition', contentDisposition('attachment', file))
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff');
    const out = new PassThrough();
    writeImportTemplate(out, title, columns).catch((error: unknown) => {
      request.log.error({ err: error }, 'import template failed');
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return reply.send(out);
  });

  app.post(target.at, async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as { importId?: unknown; fileName?: unknown };
    const { menu, spec, importId } = await authorise(request, query.importId);
    const max = config.files.importMaxBytes;
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > max) throw importErrors.tooLarge(max);
    if (!(request.body instanceof Readable)) throw importErrors.noFile();
    const dir = await mkdtemp(join(tmpdir(), 'console-import-'));
    const path = join(dir, 'upload');
    try {
      let seen = 0;
      await pipeline(
        request.body,
        async function* limit(source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            seen += chunk.length;
            if (seen > max) throw importErrors.tooLarge(max);
            yield chunk;
          }
        },
        createWriteStream(path),
      );
      if (seen === 0) throw importErrors.noFile();
      const kind = await sniffTable(path);
      const user = request.user;
      const preview = await stageImport(app.db, {
        path,
        kind,
        fileName: fileNameOf(query.fileName),
        spec,
        importId,
        rules: await importRules(app.db, spec),
        maxRows: config.files.importMaxRows,
        onUnreadable: (error) => request.log.warn({ err: error, importId }, 'import file unreadable'),
        job: {
          sysCd: config.management.systemCode,
          usrId: user?.usrId ?? '',
          usrIp: request.ip,
          mnuId: menu.mnuId,
          apiNm: name,
        },
        now: target.now,
      });
      request.log.info(
        { api: name, importId, rows: preview.total, invalid: preview.invalid, job: preview.jobId },
        'import checked',
      );
      return reply.send(success(preview));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  app.post(`${target.at}/:jobId/errors`, { bodyLimit: 16 * 1024 }, async (request, reply) => {
    const { menu, spec } = await authorise(
      request,
      (request.body as { importId?: unknown } | null)?.importId,
    );
    const job = await jobOf(request, menu, (request.params as { jobId: string }).jobId);
    const labels = new Map(spec.columns.map((c) => [c.key, c.label]));
    const columns = [
      ...spec.columns.map((c) => ({ key: c.key, label: c.label })),
      { key: '__line', label: '원본 행' },
      { key: '__errors', label: '오류 내용' },
    ];
    return reply.sendTable(
      { fileName: `${spec.fileName ?? '일괄 등록'}_오류`, format: 'xlsx', columns },
      async (writer) => {
        for (let page = 1; ; page++) {
          const [batch] = await app.db
            .select({ rows: importBatches.rows })
            .from(importBatches)
            .where(
              and(
                eq(importBatches.jobId, job.jobId),
                eq(importBatches.kind, 'E'),
                eq(importBatches.batchNo, page),
              ),
            );
          if (!batch) break;
          const rows = (JSON.parse(batch.rows) as InvalidRow[]).map((r) => ({
            ...r.cells,
            __line: r.line,
            __errors: Object.entries(r.errors)
              .map(([key, message]) => `${labels.get(key) ?? key}: ${message}`)
              .join(' / '),
          }));
          await writer.write(rows);
        }
      },
    );
  });

  app.post(`${target.at}/:jobId/batches/:batchNo`, { bodyLimit: 16 * 1024 }, async (request) => {
    const { menu, spec } = await authorise(
      request,
      (request.body as { importId?: unknown } | null)?.importId,
    );
    const params = request.params as { jobId: string; batchNo: string };
    const job = await jobOf(request, menu, params.jobId);
    const batchNo = Number(params.batchNo);
    if (!Number.isInteger(batchNo) || batchNo < 1 || batchNo > job.batchCnt) throw importErrors.jobGone();
    const where = and(
      eq(importBatches.jobId, job.jobId),
      eq(importBatches.kind, 'V'),
      eq(importBatches.batchNo, batchNo),
    );
    // Taken by this request alone: a batch is sent once, a failed one may be sent again.
    const [claimed] = await app.db
      .update(importBatches)
      .set({ state: 'SENDING' })
      .where(and(where, inArray(importBatches.state, ['PENDING', 'FAILED'])))
      .returning();
    if (!claimed) {
      const [seen] = await app.db.select().from(importBatches).where(where);
      if (!seen) throw importErrors.jobGone();
      if (seen.state === 'SENDING') throw importErrors.batchBusy();
      return success(await resultOf(job.jobId, seen, undefined));
    }
    const rows = JSON.parse(claimed.rows) as ValidRow[];
    let message: string | undefined;
    let body: unknown;
    try {
      body = await target.send(request, menu, { [target.rowsKey ?? spec.rows]: rows.map((r) => r.values) });
    } catch (error) {
      const status = error instanceof ApiError ? error.statusCode : 500;
      // The caller's own standing (a session ended, authority taken away) ends the import here.
      if (status === 401 || status === 403 || !(error instanceof ApiError)) {
        await app.db.update(importBatches).set({ state: 'PENDING' }).where(where);
        throw error;
      }
      message = error.resultMessage;
    }
    const at = new Date(target.now());
    await app.db
      .update(importBatches)
      .set(
        message === undefined
          ? { state: 'DONE', message: null, rows: '[]' }
          : { state: 'FAILED', message: message.slice(0, 1000) },
      )
      .where(where);
    const personal = target.personal;
    if (message === undefined && personal && request.user) {
      // 입력 of personal data: whose, from the answer's rows (the numbers the backend gave them), else the rows sent.
      const subject = personal.data.subject;
      const answered = personal.rows ? rowsAtPath(body, personal.rows) : [];
      const source = answered.length ? answered : rows.map((r) => r.values);
      const subjectIds = [
        ...new Set(source.flatMap((r) => (r[subject] == null ? [] : [String(r[subject])]))),
      ];
      app.personalRecords.record({
        usrId: request.user.usrId,
        usrIp: request.ip,
        sysCd: config.management.systemCode,
        mnuId: menu.mnuId,
        fncId: spec.fncId,
        tranId: request.tranId,
        action: 'CREATE',
        source: name,
        subjectIds,
        at,
      });
    }
    const result = await resultOf(
      job.jobId,
      { ...claimed, state: message === undefined ? 'DONE' : 'FAILED' },
      message,
    );
    request.log.info(
      { api: name, job: job.jobId, batch: batchNo, ok: message === undefined },
      'import batch sent',
    );
    return success(result);
  });

  /** A batch's outcome and the job's counts after it (the job is done once no batch waits). */
  async function resultOf(
    jobId: string,
    batch: {
      batchNo: number;
      firstLine: number;
      lastLine: number;
      rowCnt: number;
      state: string;
      message: string | null;
    },
    message: string | undefined,
  ) {
    const counts = await app.db
      .select({ state: importBatches.state, rows: sql<number>`sum(${importBatches.rowCnt})::int` })
      .from(importBatches)
      .where(and(eq(importBatches.jobId, jobId), eq(importBatches.kind, 'V')))
      .groupBy(importBatches.state);
    const of = (state: string) => counts.find((c) => c.state === state)?.rows ?? 0;
    const done = of('DONE');
    const failed = of('FAILED');
    const waiting = of('PENDING') + of('SENDING');
    await app.db
      .update(importJobs)
      .set({
        doneCnt: done,
        failedCnt: failed,
        ...(waiting === 0 && { status: 'DONE' }),
        updDttm: new Date(target.now()),
      })
      .where(eq(importJobs.jobId, jobId));
    return {
      batchNo: batch.batchNo,
      ok: batch.state === 'DONE',
      firstLine: batch.firstLine,
      lastLine: batch.lastLine,
      rows: batch.rowCnt,
      ...((message ?? batch.message) && batch.state !== 'DONE' && { message: message ?? batch.message }),
      done,
      failed,
      waiting,
    };
  }
}
