/** Audit fields of spec section 3, stripped from every record the initial data holds. */
export const AUDIT_FIELDS = ['regDttm', 'regUsrId', 'regUsrIp', 'updDttm', 'updUsrId', 'updUsrIp'] as const;

/** Classification fields and the remark, stripped from records too (spec section 3, Common code). */
export const CLASSIFICATION_FIELDS = ['lclsCd', 'lclsNm', 'mclsNm', 'rmk'] as const;

/** Version of an interface definition that names none (spec section 9). */
export const DEFAULT_INTERFACE_VERSION = '1.0';

export type DataRecord = Record<string, unknown>;

/** A common code after processing (spec section 3). */
export interface CommonCode {
  grpCd: string;
  dtlCd: string;
  cdNm?: string;
  srtNo?: number;
  useYn?: string;
  [field: string]: unknown;
}

/** A menu record after processing (spec section 3); what the guard and the menu tree read. */
export interface InitialMenu {
  mnuId: string;
  mnuNm?: string;
  uprMnuId?: string | null;
  mnuStepNo?: number;
  mnuUrl?: string | null;
  proIdVal?: string | null;
  iconSrc?: string | null;
  dpYn?: string;
  mnuDvcScopCd?: string | null;
  sysCd?: string;
  authScopCd?: string | null;
  ipLmtYn?: string;
  ipList?: string | null;
  defMnuYn?: string;
  srtNo?: number;
  [field: string]: unknown;
}

/** The least an interface definition needs to be kept: an id (and a version, default '1.0'). */
export interface InterfaceDefinitionLike {
  id: string;
  version?: string;
  [field: string]: unknown;
}

/** The initial data as it arrives (spec section 3); every part optional, unknown parts ignored. */
export interface RawInitialData {
  commonCodes?: unknown;
  codeMappingRules?: unknown;
  menus?: unknown;
  fileGroups?: unknown;
  appProp?: unknown;
  projectProp?: unknown;
  currentSystemCode?: unknown;
  interfaceDefinitions?: unknown;
}

/** The initial data the runtime uses. */
export interface InitialData {
  /** Common codes by upper-cased `grpCd`, `dtlCd '*'` rows skipped, in arrival order. */
  commonCodes: Record<string, CommonCode[]>;
  codeMappingRules: DataRecord[];
  menus: InitialMenu[];
  fileGroups: DataRecord[];
  /** Server app properties (authApprovalType, passwordChangeDays, maximumLoginFailNumbers, canUpdateUserPassword). */
  appProp: DataRecord;
  projectProp: DataRecord;
  currentSystemCode: string | null;
  /** Interface definitions by `interfaceKey(id, version)`. */
  interfaces: Record<string, InterfaceDefinitionLike & { version: string }>;
}

const isRecord = (v: unknown): v is DataRecord => !!v && typeof v === 'object' && !Array.isArray(v);
const records = (v: unknown): DataRecord[] => (Array.isArray(v) ? v.filter(isRecord) : []);

/** A copy of `record` without the audit fields and the given extra fields. */
export function stripRecord<T extends DataRecord>(
  record: T,
  extra: readonly string[] = CLASSIFICATION_FIELDS,
): T {
  const out: DataRecord = {};
  for (const [k, v] of Object.entries(record)) {
    if ((AUDIT_FIELDS as readonly string[]).includes(k) || extra.includes(k)) continue;
    out[k] = v;
  }
  return out as T;
}

/** Common codes grouped by upper-cased `grpCd`; rows with `dtlCd '*'` (group headers) or no group skipped. */
export function groupCommonCodes(codes: readonly DataRecord[]): Record<string, CommonCode[]> {
  const groups: Record<string, CommonCode[]> = {};
  for (const code of codes) {
    if (typeof code.grpCd !== 'string' || code.grpCd === '' || code.dtlCd === '*') continue;
    const key = code.grpCd.toUpperCase();
    const group = groups[key] ?? [];
    group.push(code as CommonCode);
    groups[key] = group;
  }
  return groups;
}

/** The key an interface definition is kept under: its id and version (default '1.0'). */
export function interfaceKey(id: string, version: string = DEFAULT_INTERFACE_VERSION): string {
  return `${id}:${version}`;
}

/**
 * Interface definitions keyed by id and version; a later list replaces an earlier one's entry of
 * the same key. Entries without an id are skipped; a missing version becomes '1.0'.
 */
export function mergeInterfaceDefinitions(
  ...lists: readonly (readonly unknown[] | undefined)[]
): Record<string, InterfaceDefinitionLike & { version: string }> {
  const merged: Record<string, InterfaceDefinitionLike & { version: string }> = {};
  for (const list of lists) {
    for (const item of list ?? []) {
      if (!isRecord(item) || typeof item.id !== 'string' || item.id === '') continue;
      const version =
        typeof item.version === 'string' && item.version !== '' ? item.version : DEFAULT_INTERFACE_VERSION;
      const def = { ...stripRecord(item, []), id: item.id, version };
      merged[interfaceKey(def.id, version)] = def;
    }
  }
  return merged;
}

export interface ProcessInitialDataOptions {
  /** Definitions from `interfaces.definitions` of the configuration (lowest precedence). */
  configDefinitions?: readonly unknown[];
  /** Definitions loaded from `interfaces.initialDataUrl` (highest precedence). */
  loadedDefinitions?: readonly unknown[];
}

/**
 * The initial-data body as the runtime uses it (spec section 3): audit fields stripped from every
 * record and the classification fields (lclsCd, lclsNm, mclsNm, rmk) from every record but an
 * interface definition (whose `rmk` is part of the definition); common codes grouped; interface
 * definitions merged from the configuration, the body and the optional separate list.
 */
export function processInitialData(
  raw: RawInitialData,
  options: ProcessInitialDataOptions = {},
): InitialData {
  const strip = (list: unknown) => records(list).map((r) => stripRecord(r));
  return {
    commonCodes: groupCommonCodes(strip(raw.commonCodes)),
    codeMappingRules: strip(raw.codeMappingRules),
    menus: strip(raw.menus).filter((m): m is InitialMenu => typeof m.mnuId === 'string'),
    fileGroups: strip(raw.fileGroups),
    appProp: isRecord(raw.appProp) ? stripRecord(raw.appProp, []) : {},
    projectProp: isRecord(raw.projectProp) ? stripRecord(raw.projectProp, []) : {},
    currentSystemCode: typeof raw.currentSystemCode === 'string' ? raw.currentSystemCode : null,
    interfaces: mergeInterfaceDefinitions(
      options.configDefinitions,
      Array.isArray(raw.interfaceDefinitions) ? raw.interfaceDefinitions : undefined,
      options.loadedDefinitions,
    ),
  };
}
