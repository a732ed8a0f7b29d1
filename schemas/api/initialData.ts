import { z } from 'zod';
import { clientInterfaceDefinitionSchema } from '../interfaceDefinition.ts';
import { menuRecordSchema } from './menus.ts';
import { auditFieldsSchema, ynSchema } from './systemFields.ts';

// The initial data (spec section 3): common codes, code mapping rules, file groups, app properties
// (runtime/server/system/initialDataApi.ts).

/** A common code as stored; `dtlCd '*'` rows are group headers (the client skips them). */
export const commonCodeRecordSchema = z
  .object({
    grpCd: z.string(),
    dtlCd: z.string(),
    cdNm: z.string(),
    srtNo: z.int(),
    useYn: ynSchema,
    lclsCd: z.string().nullable(),
    lclsNm: z.string().nullable(),
    mclsNm: z.string().nullable(),
    rmk: z.string().nullable(),
  })
  .extend(auditFieldsSchema.shape);

/** A code mapping rule as stored. */
export const codeMappingRuleRecordSchema = z
  .object({
    ruleId: z.string(),
    srcGrpCd: z.string(),
    srcDtlCd: z.string(),
    tgtGrpCd: z.string(),
    tgtDtlCd: z.string(),
  })
  .extend(auditFieldsSchema.shape);

/** A file group as stored: comma-separated accept rules and the largest file in bytes. */
export const fileGroupRecordSchema = z
  .object({
    fileGrpId: z.string(),
    fileGrpNm: z.string(),
    accept: z.string().nullable(),
    maxSizeBytes: z.number(),
  })
  .extend(auditFieldsSchema.shape);

/** Server app properties of spec section 3. */
export const appPropSchema = z.object({
  authApprovalType: z.string(),
  passwordChangeDays: z.int(),
  maximumLoginFailNumbers: z.int(),
  canUpdateUserPassword: z.boolean(),
});
export type AppProp = z.infer<typeof appPropSchema>;

/** Body of the initial-data call (spec section 3), for the configured system. */
export const initialDataSchema = z.object({
  commonCodes: z.array(commonCodeRecordSchema),
  codeMappingRules: z.array(codeMappingRuleRecordSchema),
  /** Ordered by srtNo (then mnuId). */
  menus: z.array(menuRecordSchema),
  fileGroups: z.array(fileGroupRecordSchema),
  appProp: appPropSchema,
  projectProp: z.record(z.string(), z.unknown()),
  currentSystemCode: z.string(),
  /** `interfaces.definitions` of the configuration, without their compile-time schemas. */
  interfaceDefinitions: z.array(clientInterfaceDefinitionSchema),
});
export type InitialData = z.infer<typeof initialDataSchema>;
