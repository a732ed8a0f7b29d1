import { asc, eq, sql } from 'drizzle-orm';
import type { AppProp, InitialData } from '../../../schemas/api/initialData.ts';
import { type ConsoleConfig, withoutSchemas } from '../../../schemas/index.ts';
import type { Db, Queryable } from '../db/index.ts';
import { appProps, codeMappingRules, commonCodes, DEFAULT_APP_PROP, fileGroups, menus } from '../db/index.ts';

/** The tables the initial data is made of: a change to any of them rebuilds it. */
export const INITIAL_DATA_TABLES: ReadonlySet<string> = new Set([
  'menus',
  'common_codes',
  'code_mapping_rules',
  'file_groups',
  'app_props',
]);

/**
 * A digest of every row the initial data of `sysCd` is made of (whole rows, not only their
 * update time, so a change made by hand in SQL counts too). Cheap next to building the data:
 * it is what other server processes' changes are detected by.
 */
export async function initialDataFingerprint(db: Queryable, sysCd: string): Promise<string> {
  const [row] = await db
    .select({
      v: sql<string>`md5(
        coalesce((select string_agg(md5(t::text), '' order by t.mnu_id) from ${menus} t where t.sys_cd = ${sysCd}), '')
        || '|' || coalesce((select string_agg(md5(t::text), '' order by t.grp_cd, t.dtl_cd) from ${commonCodes} t), '')
        || '|' || coalesce((select string_agg(md5(t::text), '' order by t.rule_id, t.src_grp_cd, t.src_dtl_cd) from ${codeMappingRules} t), '')
        || '|' || coalesce((select string_agg(md5(t::text), '' order by t.file_grp_id) from ${fileGroups} t), '')
        || '|' || coalesce((select md5(t::text) from ${appProps} t where t.sys_cd = ${sysCd}), ''))`,
    })
    .from(sql`(select 1) as one`);
  return row?.v ?? '';
}

/**
 * The initial-data body of spec section 3 for one system, read in one snapshot together with its
 * fingerprint. Records are as stored (audit fields included; the client strips them) and in a
 * fixed order, so equal data gives equal bytes (and ETags) on every server process.
 */
export async function loadInitialData(
  db: Db,
  config: ConsoleConfig,
  sysCd: string,
): Promise<{ fingerprint: string; body: InitialData }> {
  return db.transaction(
    async (tx) => {
      const fingerprint = await initialDataFingerprint(tx, sysCd);
      const codes = await tx
        .select()
        .from(commonCodes)
        .orderBy(asc(commonCodes.grpCd), asc(commonCodes.srtNo), asc(commonCodes.dtlCd));
      const rules = await tx
        .select()
        .from(codeMappingRules)
        .orderBy(
          asc(codeMappingRules.ruleId),
          asc(codeMappingRules.srcGrpCd),
          asc(codeMappingRules.srcDtlCd),
        );
      const menuRows = await tx
        .select()
        .from(menus)
        .where(eq(menus.sysCd, sysCd))
        .orderBy(asc(menus.srtNo), asc(menus.mnuId));
      const groups = await tx.select().from(fileGroups).orderBy(asc(fileGroups.fileGrpId));
      const [props] = await tx.select().from(appProps).where(eq(appProps.sysCd, sysCd));
      const appProp: AppProp = props
        ? {
            authApprovalType: props.authApprovalType,
            passwordChangeDays: props.passwordChangeDays,
            maximumLoginFailNumbers: props.maximumLoginFailNumbers,
            canUpdateUserPassword: props.canUpdateUserPassword,
          }
        : DEFAULT_APP_PROP;
      const projectProp =
        props &&
        typeof props.projectProp === 'object' &&
        props.projectProp !== null &&
        !Array.isArray(props.projectProp)
          ? (props.projectProp as Record<string, unknown>)
          : {};
      // Dates stay Date objects here: JSON.stringify writes them as ISO strings.
      const body = {
        commonCodes: codes,
        codeMappingRules: rules,
        menus: menuRows,
        fileGroups: groups,
        appProp,
        projectProp,
        currentSystemCode: sysCd,
        interfaceDefinitions: config.interfaces.definitions.map(withoutSchemas),
      } as unknown as InitialData;
      return { fingerprint, body };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
