import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  API_SECRET_MIN_LENGTH,
  type ConsoleConfig,
  configSchema,
  type DeclaredApi,
  PROFILES,
} from '../../schemas/index.ts';
import { checkConfigReferences } from './checkConfigReferences.ts';
import { checkInterfaceSchemas } from './checkInterfaceSchemas.ts';
import { deepMerge } from './deepMerge.ts';
import type { Diagnostic } from './diagnostic.ts';
import { didYouMean } from './didYouMean.ts';
import { type DeclaringFile, duplicateApis } from './duplicateApis.ts';
import { type ApiFile, listApiFiles, readApiFile } from './loadApiFiles.ts';
import { parseYamlFast, parseYamlSource, type YamlSource } from './yamlSource.ts';
import { zodDiagnostics } from './zodDiagnostics.ts';

export const CONFIG_FILE = 'console.config.yaml';
export const overlayFile = (profile: string) => `console.config.${profile}.yaml`;

export interface LoadConfigOptions {
  root: string;
  /** `--profile`; falls back to CONSOLE_PROFILE, then the base file's app.profile, then local. */
  profile?: string | undefined;
  /**
   * Where CONSOLE_PROFILE and CONSOLE_API_SECRET (overrides `api.secret`, so the secret need not be
   * committed) are read. Default `process.env`.
   */
  env?: Record<string, string | undefined>;
}

export interface LoadedConfig {
  config: ConsoleConfig | undefined;
  profile: string;
  /**
   * Files read, relative to the root (for watchers and the build's input hash): the config files,
   * then the API files (`apis/**\/*.api.yaml`).
   */
  files: string[];
  diagnostics: Diagnostic[];
  /**
   * `management.codeGroups` whenever that part is valid, even when another part of the config is
   * not, so manifests are still checked against it (CON309); undefined when it cannot be known (it
   * is invalid, a file does not parse, or the profile is unknown).
   */
  codeGroups: readonly string[] | undefined;
  /** Names of the declared `apis` whenever that part is valid (CON310 accepts them); null when unknown. */
  apiNames: readonly string[] | null;
  /**
   * The declared APIs (config and API files) whenever that part is valid, for the checks of the
   * names manifests bind against their `request`/`response` schemas; null when unknown.
   */
  apis: Readonly<Record<string, DeclaredApi>> | null;
}

interface ConfigFile {
  /** The file's data when valid, else `{}`. */
  data: unknown;
  /** The parsed mapping, valid or not; undefined when the file is not a YAML mapping. */
  raw: Record<string, unknown> | undefined;
  diagnostics: Diagnostic[];
}

const isMapping = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads one config file: the fast parse when it is valid, the positioned one when not. */
function readConfigFile(file: string, text: string): ConfigFile {
  const fast = parseYamlFast(text);
  if (fast.ok && (fast.data === undefined || fast.data === null))
    return { data: {}, raw: {}, diagnostics: [] };
  if (fast.ok && isMapping(fast.data) && configSchema.safeParse(fast.data).success) {
    return { data: fast.data, raw: fast.data, diagnostics: [] };
  }
  const src = parseYamlSource(file, text);
  const diagnostics = validateSource(src);
  // What is left to read of an invalid file: nothing when it does not parse into a mapping.
  let raw: Record<string, unknown> | undefined;
  if (!src.syntax.length) raw = src.data == null ? {} : isMapping(src.data) ? src.data : undefined;
  return { data: diagnostics.length ? {} : (src.data ?? {}), raw, diagnostics };
}

/** The declared `apis` of merged config data when that part is valid on its own. */
function validApis(raw: Record<string, unknown>): Record<string, DeclaredApi> | null {
  const r = configSchema.shape.apis.safeParse(raw.apis);
  return r.success ? r.data : null;
}

/** What the API files add to `apis` when the config's own part is known (see LoadedConfig). */
function withApiFiles(
  own: Record<string, DeclaredApi> | null,
  apiFiles: readonly ApiFile[],
): Pick<LoadedConfig, 'apiNames' | 'apis'> {
  if (own === null) return { apiNames: null, apis: null };
  const names = apiFiles.map((f) => f.names);
  const known = names.every((n) => n !== undefined);
  const apis = Object.assign({}, own, ...apiFiles.map((f) => f.apis)) as Record<string, DeclaredApi>;
  return {
    apiNames: known ? [...new Set([...Object.keys(own), ...names.flat()])] : null,
    apis,
  };
}

/** Names under `apis` of a config file's parsed mapping, whatever their declarations hold. */
const configApiNames = (raw: Record<string, unknown> | undefined): string[] =>
  raw && isMapping(raw.apis) ? Object.keys(raw.apis) : [];

/** `management.codeGroups` of merged config data when that part is valid on its own. */
function validCodeGroups(raw: Record<string, unknown>): readonly string[] | undefined {
  const management = raw.management;
  if (management !== undefined && !isMapping(management)) return undefined;
  const r = configSchema.shape.management.safeParse({ codeGroups: management?.codeGroups });
  return r.success ? r.data.codeGroups : undefined;
}

function validateSource(src: YamlSource): Diagnostic[] {
  if (src.syntax.length) return src.syntax;
  if (src.data === undefined || src.data === null) return [];
  if (typeof src.data !== 'object' || Array.isArray(src.data)) {
    return [
      { file: src.file, line: 1, col: 1, code: 'CON104', message: 'the config must be a YAML mapping' },
    ];
  }
  const r = configSchema.safeParse(src.data);
  return r.success ? [] : zodDiagnostics(src, configSchema, r.error.issues);
}

/** Reads `console.config.yaml` and its profile overlay, validated; diagnostics instead of throws. */
export function loadConfig(opts: LoadConfigOptions): LoadedConfig {
  const env = opts.env ?? process.env;
  const basePath = join(opts.root, CONFIG_FILE);
  if (!existsSync(basePath)) {
    return {
      config: undefined,
      profile: 'local',
      files: [],
      codeGroups: undefined,
      apiNames: null,
      apis: null,
      diagnostics: [
        {
          file: CONFIG_FILE,
          line: 1,
          col: 1,
          code: 'CON100',
          message: `${CONFIG_FILE} not found in ${opts.root}; create it (an empty file gives every default)`,
        },
      ],
    };
  }
  const base = readConfigFile(CONFIG_FILE, readFileSync(basePath, 'utf8'));
  const diagnostics = base.diagnostics;
  const baseData = base.data as { app?: { profile?: string } };
  // An empty CONSOLE_PROFILE (`CONSOLE_PROFILE= npx console start`) counts as unset.
  const requested = opts.profile ?? (env.CONSOLE_PROFILE || undefined) ?? baseData.app?.profile ?? 'local';
  const files = [CONFIG_FILE];
  if (!(PROFILES as readonly string[]).includes(requested)) {
    diagnostics.push({
      file: CONFIG_FILE,
      line: 1,
      col: 1,
      code: 'CON103',
      message: `unknown profile "${requested}"${didYouMean(requested, PROFILES)}; expected one of ${PROFILES.join(', ')}`,
    });
    return {
      config: undefined,
      profile: requested,
      files,
      diagnostics,
      codeGroups: undefined,
      apiNames: null,
      apis: null,
    };
  }
  const declaredIn: DeclaringFile[] = [{ file: CONFIG_FILE, names: configApiNames(base.raw) }];
  let merged: unknown = baseData;
  let raw = base.raw;
  const overPath = join(opts.root, overlayFile(requested));
  if (existsSync(overPath)) {
    files.push(overlayFile(requested));
    const over = readConfigFile(overlayFile(requested), readFileSync(overPath, 'utf8'));
    diagnostics.push(...over.diagnostics);
    merged = deepMerge(merged, over.data);
    raw = raw && over.raw ? (deepMerge(raw, over.raw) as Record<string, unknown>) : undefined;
    declaredIn.push({ file: overlayFile(requested), names: configApiNames(over.raw) });
  }
  // `apis/**/*.api.yaml`: more declared APIs, each name declared in one place only (CON317).
  const read = (file: string) => readFileSync(join(opts.root, file), 'utf8');
  const configFiles = [...files];
  const apiFiles = listApiFiles(opts.root).map((file) => readApiFile(file, read(file)));
  for (const f of apiFiles) {
    files.push(f.file);
    diagnostics.push(...f.diagnostics);
    declaredIn.push({ file: f.file, names: f.names ?? [], apiFile: true });
  }
  diagnostics.push(...duplicateApis(declaredIn, read));
  const apiFileOf = new Map(apiFiles.flatMap((f) => (f.names ?? []).map((n) => [n, f.file] as const)));
  // The server and the build read the same variable, so the browser gets the secret the server uses.
  const envSecret = env.CONSOLE_API_SECRET || undefined;
  if (envSecret !== undefined && envSecret.length < API_SECRET_MIN_LENGTH) {
    diagnostics.push({
      file: CONFIG_FILE,
      line: 1,
      col: 1,
      code: 'CON204',
      message: `api.secret: CONSOLE_API_SECRET (which overrides it) must be at least ${API_SECRET_MIN_LENGTH} characters, got ${envSecret.length}`,
    });
  }
  if (!diagnostics.length) {
    const config = configSchema.parse(
      deepMerge(merged, {
        app: { profile: requested },
        apis: Object.assign({}, ...apiFiles.map((f) => f.apis)),
        ...(envSecret ? { api: { secret: envSecret } } : {}),
      }),
    );
    diagnostics.push(...checkConfigReferences(config, read, configFiles, apiFileOf));
    diagnostics.push(...checkInterfaceSchemas(config, read, configFiles));
    if (!diagnostics.length) {
      const { codeGroups } = config.management;
      return {
        config,
        profile: requested,
        files,
        diagnostics,
        codeGroups,
        apiNames: Object.keys(config.apis),
        apis: config.apis,
      };
    }
  }
  const codeGroups = raw && validCodeGroups(raw);
  const known = withApiFiles(raw ? validApis(raw) : null, apiFiles);
  return { config: undefined, profile: requested, files, diagnostics, codeGroups, ...known };
}
