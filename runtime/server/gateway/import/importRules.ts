import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { GROUP_ROW } from '../../../../schemas/api/codeAdmin.ts';
import type { ImportSpec } from '../../../../schemas/index.ts';
import type { ImportColumnRule } from '../../../core/import/index.ts';
import { commonCodes, type Db } from '../../db/index.ts';

/**
 * The columns of `spec` as the checks take them: each coded column with its choices, the codes of
 * its group in use (sorted as the select lists show them) or its options.
 */
export async function importRules(db: Db, spec: ImportSpec): Promise<ImportColumnRule[]> {
  const groups = [...new Set(spec.columns.flatMap((c) => (c.codeGroup ? [c.codeGroup] : [])))];
  const codes = groups.length
    ? await db
        .select({ grpCd: commonCodes.grpCd, value: commonCodes.dtlCd, label: commonCodes.cdNm })
        .from(commonCodes)
        .where(
          and(
            inArray(commonCodes.grpCd, groups),
            ne(commonCodes.dtlCd, GROUP_ROW),
            eq(commonCodes.useYn, 'Y'),
          ),
        )
        .orderBy(asc(commonCodes.grpCd), asc(commonCodes.srtNo), asc(commonCodes.dtlCd))
    : [];
  return spec.columns.map((c) => ({
    key: c.key,
    label: c.label,
    required: c.required,
    type: c.type,
    validators: c.validators,
    ...(c.options && { choices: c.options }),
    ...(c.codeGroup && {
      choices: codes.filter((r) => r.grpCd === c.codeGroup).map((r) => ({ value: r.value, label: r.label })),
    }),
  }));
}
