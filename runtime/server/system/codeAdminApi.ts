import { and, asc, count, eq, ilike, ne, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GROUP_ROW } from '../../../schemas/api/codeAdmin.ts';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import { noteChange } from '../cache/index.ts';
import { commonCodes, containsPattern, type Queryable } from '../db/index.ts';
import { apiRoute, auditStamp, type PluginOptions, success, updateStamp } from '../platform/index.ts';
import { adminAuditWriter } from './adminAuditWriter.ts';
import { systemErrors } from './systemErrors.ts';

type CodeRow = typeof commonCodes.$inferSelect;
const yn = (v: string): 'Y' | 'N' => (v === 'N' ? 'N' : 'Y');

const codeRecord = (r: CodeRow) => ({
  grpCd: r.grpCd,
  dtlCd: r.dtlCd,
  cdNm: r.cdNm,
  srtNo: r.srtNo,
  useYn: yn(r.useYn),
  rmk: r.rmk,
  updDttm: r.updDttm.toISOString(),
  updUsrId: r.updUsrId,
});

/** The groups (header rows), by code, with how many codes each has. */
async function listGroups(db: Queryable, keyword?: string | null) {
  const headers = await db
    .select()
    .from(commonCodes)
    .where(
      and(
        eq(commonCodes.dtlCd, GROUP_ROW),
        keyword
          ? or(
              ilike(commonCodes.grpCd, containsPattern(keyword)),
              ilike(commonCodes.cdNm, containsPattern(keyword)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(commonCodes.grpCd));
  const counts = await db
    .select({ grpCd: commonCodes.grpCd, n: count() })
    .from(commonCodes)
    .where(ne(commonCodes.dtlCd, GROUP_ROW))
    .groupBy(commonCodes.grpCd);
  const byGroup = new Map(counts.map((c) => [c.grpCd, c.n]));
  return headers.map((h) => ({
    grpCd: h.grpCd,
    grpNm: h.cdNm,
    lclsNm: h.lclsNm,
    mclsNm: h.mclsNm,
    useYn: yn(h.useYn),
    rmk: h.rmk,
    codeCount: byGroup.get(h.grpCd) ?? 0,
    updDttm: h.updDttm.toISOString(),
    updUsrId: h.updUsrId,
  }));
}

async function findCode(db: Queryable, grpCd: string, dtlCd: string): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(commonCodes)
    .where(and(eq(commonCodes.grpCd, grpCd), eq(commonCodes.dtlCd, dtlCd)))
    .limit(1);
  return row;
}

/**
 * 공통코드 관리, bound to the SYSTEM_CODE program: groups (the `dtlCd '*'` header row) and their
 * codes, read (menu authority), saved (SAVE), removed (DELETE). A write is audited and reaches the
 * consoles at once: the initial data carries the codes, every instance's cache drops it when the
 * table changes, and the event stream tells each open console to read it again, so a select bound
 * to the group offers the new code without a rebuild.
 */
export async function codeAdminApi(app: FastifyInstance, options: PluginOptions): Promise<void> {
  const now = options.now ?? Date.now;
  const changed = async (request: FastifyRequest) => {
    noteChange(app.db, { t: 'common_codes' });
    await app.events
      .publish('initial-data', { sysCd: options.config.management.systemCode })
      .catch((error: Error) => request.log.warn({ err: error }, 'initial-data event not sent'));
  };
  const audit = adminAuditWriter(now);

  apiRoute(app, API_ROUTES['code.groups'], async (request) =>
    success(await listGroups(app.db, request.body?.keyword)),
  );

  apiRoute(app, API_ROUTES['code.list'], async (request) => {
    const rows = await app.db
      .select()
      .from(commonCodes)
      .where(and(eq(commonCodes.grpCd, request.body.grpCd), ne(commonCodes.dtlCd, GROUP_ROW)))
      .orderBy(asc(commonCodes.srtNo), asc(commonCodes.dtlCd));
    return success(rows.map(codeRecord));
  });

  apiRoute(app, API_ROUTES['code.saveGroup'], async (request) => {
    const { grpCd, grpNm, ...rest } = request.body;
    const stamp = auditStamp(request, new Date(now()));
    const fields = {
      cdNm: grpNm,
      lclsNm: rest.lclsNm ?? null,
      mclsNm: rest.mclsNm ?? null,
      useYn: rest.useYn,
      rmk: rest.rmk ?? null,
    };
    const group = await app.db.transaction(async (tx) => {
      const before = await findCode(tx, grpCd, GROUP_ROW);
      await tx
        .insert(commonCodes)
        .values({ grpCd, dtlCd: GROUP_ROW, srtNo: 0, ...fields, ...stamp })
        .onConflictDoUpdate({
          target: [commonCodes.grpCd, commonCodes.dtlCd],
          set: { ...fields, ...updateStamp(stamp) },
        });
      const group = (await listGroups(tx)).find((g) => g.grpCd === grpCd)!;
      await audit(request, tx, 'code.saveGroup', grpCd, before && codeRecord(before), group);
      return group;
    });
    await changed(request);
    return success(group);
  });

  /** Adds or edits one code of an existing group, audited under `actCd`; answers its record. */
  const saveCode = async (
    request: FastifyRequest,
    tx: Queryable,
    stamp: ReturnType<typeof auditStamp>,
    code: {
      grpCd: string;
      dtlCd: string;
      cdNm: string;
      srtNo?: number | undefined;
      useYn: 'Y' | 'N';
      rmk?: string | null | undefined;
    },
    actCd: 'code.save' | 'code.batch',
  ) => {
    const { grpCd, dtlCd, cdNm, srtNo, useYn, rmk } = code;
    const before = await findCode(tx, grpCd, dtlCd);
    const fields = { cdNm, useYn, rmk: rmk ?? null, ...(srtNo !== undefined && { srtNo }) };
    const [row] = await tx
      .insert(commonCodes)
      .values({ grpCd, dtlCd, srtNo: srtNo ?? 0, ...fields, ...stamp })
      .onConflictDoUpdate({
        target: [commonCodes.grpCd, commonCodes.dtlCd],
        set: { ...fields, ...updateStamp(stamp) },
      })
      .returning();
    const after = codeRecord(row!);
    await audit(request, tx, actCd, `${grpCd}:${dtlCd}`, before && codeRecord(before), after);
    return after;
  };

  apiRoute(app, API_ROUTES['code.save'], async (request) => {
    const { grpCd } = request.body;
    const stamp = auditStamp(request, new Date(now()));
    const saved = await app.db.transaction(async (tx) => {
      if (!(await findCode(tx, grpCd, GROUP_ROW))) throw systemErrors.codeGroupNotFound(grpCd);
      return saveCode(request, tx, stamp, request.body, 'code.save');
    });
    await changed(request);
    return success(saved);
  });

  apiRoute(app, API_ROUTES['code.batch'], async (request) => {
    const { codes } = request.body;
    const stamp = auditStamp(request, new Date(now()));
    await app.db.transaction(async (tx) => {
      const groups = new Map<string, boolean>();
      for (const [i, code] of codes.entries()) {
        const { grpCd, dtlCd } = code;
        if (!groups.has(grpCd)) groups.set(grpCd, (await findCode(tx, grpCd, GROUP_ROW)) !== undefined);
        // The batch is all or nothing: the first code that cannot be saved names itself and undoes the rest.
        if (!groups.get(grpCd))
          throw systemErrors.codeBatchRow(i + 1, grpCd, dtlCd, systemErrors.codeGroupNotFound(grpCd));
        await saveCode(request, tx, stamp, code, 'code.batch');
      }
    });
    await changed(request);
    return success({ saved: codes.length });
  });

  apiRoute(app, API_ROUTES['code.remove'], async (request) => {
    const { grpCd, dtlCd } = request.body;
    await app.db.transaction(async (tx) => {
      const before = await findCode(tx, grpCd, dtlCd);
      if (!before) throw systemErrors.codeNotFound(grpCd, dtlCd);
      if (dtlCd === GROUP_ROW) {
        const [held] = await tx
          .select({ n: count() })
          .from(commonCodes)
          .where(and(eq(commonCodes.grpCd, grpCd), ne(commonCodes.dtlCd, GROUP_ROW)));
        if ((held?.n ?? 0) > 0) throw systemErrors.codeGroupInUse(grpCd, held!.n);
      }
      await tx.delete(commonCodes).where(and(eq(commonCodes.grpCd, grpCd), eq(commonCodes.dtlCd, dtlCd)));
      await audit(request, tx, 'code.remove', `${grpCd}:${dtlCd}`, codeRecord(before), null);
    });
    await changed(request);
    return success({ grpCd, dtlCd, removed: true as const });
  });
}
