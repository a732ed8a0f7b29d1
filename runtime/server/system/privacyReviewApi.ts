import type { FastifyInstance } from 'fastify';
import { reviewFlagsSearchSchema } from '../../../schemas/api/privacy.ts';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import { kstDateTime } from '../../core/format/index.ts';
import { koreanMonthOf, monthLabel } from '../../core/privacy/index.ts';
import { privacyReviews } from '../db/index.ts';
import { apiRoute, type PluginOptions, success } from '../platform/index.ts';
import {
  monthRecordCount,
  monthSignOff,
  reviewFlags,
  reviewMonths,
  searchReviewFlags,
} from './privacyReviewStore.ts';
import { systemErrors } from './systemErrors.ts';

/**
 * 월간 점검 (C3), bound to the SYSTEM_PRIVACY_REVIEW program: the months with their sign-offs, a
 * month's flags (menu authority), the review report (EXCEL: the flags, then the sign-off), and the
 * sign-off of a month that is over (SAVE), once.
 */
export async function privacyReviewApi(app: FastifyInstance, options: PluginOptions): Promise<void> {
  const sysCd = options.config.management.systemCode;
  const { review: rules, retention } = options.config.privacy;
  const now = () => new Date((options.now ?? Date.now)());

  apiRoute(app, API_ROUTES['privacy.reviewMonths'], async () =>
    success(await reviewMonths(app.db, sysCd, now(), retention.personalAccessYears)),
  );

  apiRoute(app, API_ROUTES['privacy.reviewFlags'], async (request) => {
    await app.personalRecords.flush();
    return success(await searchReviewFlags(app.db, sysCd, request.body, rules));
  });

  apiRoute(app, API_ROUTES['privacy.reviewFlagsExport'], async (request, reply) => {
    const { params, ...file } = request.body;
    const search = reviewFlagsSearchSchema.safeParse(params);
    if (!search.success) throw systemErrors.badSearch();
    const { month, kind } = search.data;
    const flags = (await reviewFlags(app.db, sysCd, month, rules)).filter((f) => !kind || f.kind === kind);
    const signed = await monthSignOff(app.db, sysCd, month);
    const signOff = signed
      ? `서명 ${signed.review.reviewer}(${signed.usrNm ?? ''}) ${kstDateTime(signed.review.signedDttm)} · 검토 의견 ${signed.review.note}`
      : '서명 전';
    return reply.sendTable(
      {
        ...file,
        stamp: {
          by: request.user?.usrId ?? '',
          at: now(),
          tranId: request.tranId,
          notes: [`개인정보 월간 점검 ${monthLabel(month)} · 점검 항목 ${flags.length}건 · ${signOff}`],
        },
      },
      async (writer) => {
        await writer.write(flags as never);
        request.log.info({ month, flags: flags.length }, 'privacy review report written');
      },
    );
  });

  apiRoute(app, API_ROUTES['privacy.reviewSign'], async (request) => {
    const { month, note } = request.body;
    const at = now();
    if (month >= koreanMonthOf(at)) throw systemErrors.reviewNotOver(month);
    const flags = await reviewFlags(app.db, sysCd, month, rules);
    const recordCnt = await monthRecordCount(app.db, sysCd, month);
    const reviewer = request.user?.usrId ?? '';
    const [review] = await app.db
      .insert(privacyReviews)
      .values({ sysCd, month, reviewer, note, recordCnt, flagCnt: flags.length, signedDttm: at })
      .onConflictDoNothing()
      .returning();
    if (!review) throw systemErrors.reviewSigned(month);
    request.log.info({ month, flags: flags.length, records: recordCnt }, 'privacy review signed');
    const row = {
      month,
      monthNm: monthLabel(month),
      recordCnt,
      status: 'SIGNED' as const,
      flagCnt: review.flagCnt,
      reviewer,
      reviewerNm: request.user?.usrNm ?? null,
      note: review.note,
      signedDttm: review.signedDttm.toISOString(),
    };
    return success(row);
  });
}
