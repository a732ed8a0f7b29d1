import { FIELD_VALIDATOR_NAMES, VALUE_FORMAT_NAMES, validatorParam } from '../../runtime/core/form/index.ts';
import { MASKING_TYPES as MASK_NAMES } from '../../runtime/core/mask/index.ts';
import { API_NAMES, type ApiName } from '../../schemas/api/catalogue.ts';
import { IMPORT_TARGET_NAMES, IMPORT_TARGETS } from '../../schemas/api/importTargets.ts';
import type { DeclaredApi, ScreenManifest } from '../../schemas/index.ts';
import { apiKeyProblems } from './apiKeyProblems.ts';
import type { Diagnostic, DiagnosticCode } from './diagnostic.ts';
import { didYouMean } from './didYouMean.ts';
import { manifestReferences, type Reference } from './manifestReferences.ts';
import { type ManifestView, manifestView } from './manifestView.ts';
import type { DataPath } from './walkBlocks.ts';
import { diagnosticAt, locate, positionOf, type YamlSource } from './yamlSource.ts';

/** What the names of every manifest resolve against. */
export interface ReferenceContext {
  /** Route paths some manifest defines (no trailing slash except `/`). */
  routes: ReadonlySet<string>;
  /** `management.codeGroups` of the config; undefined (the config is invalid) skips that check. */
  codeGroups: readonly string[] | undefined;
  /** Names of the config's declared `apis` (default none); null (that part is invalid) checks catalogue names only. */
  apiNames?: readonly string[] | null;
  /**
   * The declared APIs, whose `request`/`response` schemas the names manifests bind are checked
   * against (CON315, CON316); undefined or null (unknown) skips those checks.
   */
  apis?: Readonly<Record<string, DeclaredApi>> | null;
}

const oneOf = (names: readonly string[]) => `expected one of ${names.join(', ')}`;
const quoted = (v: string | number) => (typeof v === 'string' ? JSON.stringify(v) : String(v));

/** A screen to check: a valid manifest, or the view of the valid parts of an invalid one. */
export type CheckedScreen = { file: string; manifest: ScreenManifest } | { file: string; view: ManifestView };

/**
 * Checks every reference of one manifest (CON305-CON312, CON315, CON316), pushing positioned diagnostics. For an
 * invalid manifest the view holds only its structurally valid blocks (see partialManifestView).
 * `source` parses the file with positions; it is called only when there is a problem to report,
 * so a valid manifest costs one walk over its data.
 */
export function checkReferences(
  screen: CheckedScreen,
  ctx: ReferenceContext,
  source: () => YamlSource,
  out: Diagnostic[],
): void {
  const view = 'view' in screen ? screen.view : manifestView(screen.manifest);
  const { refs, grids, apiKeys } = manifestReferences(view.walk);
  const gridIds = [...new Set(grids.map((g) => g.id))];
  const report = (code: DiagnosticCode, path: DataPath, message: string, key?: string) => {
    const src = source();
    out.push(diagnosticAt(src, locate(src, path, key), code, message));
  };

  const seen = new Map<string, DataPath>();
  for (const g of grids) {
    const first = seen.get(g.id);
    if (first === undefined) seen.set(g.id, g.path);
    else {
      const line = positionOf(source(), first).line;
      report(
        'CON311',
        g.path,
        `grid id "${g.id}" is used twice in this screen (first at line ${line}); give each grid its own id`,
      );
    }
  }

  for (const ref of refs) {
    // What a popup or grid name resolves against is unknown while `popups` or a grid is invalid.
    if (ref.kind === 'popup' && view.popups === undefined) continue;
    if (ref.kind === 'grid' && !view.allGrids) continue;
    const problem = referenceProblem(ref, ctx, view.popups ?? [], gridIds);
    if (problem) report(problem[0], ref.path, problem[1], ref.key ? ref.name : undefined);
    if (ref.kind === 'validator' && !problem) {
      const bad = parameterProblem(ref);
      if (bad) report('CON312', bad.path, bad.message);
    }
  }

  if (ctx.apis)
    for (const p of apiKeyProblems(apiKeys, grids, ctx.apis)) report(p.code, p.path, p.message, p.key);
}

/** The code and message for a name that does not resolve, or undefined. */
function referenceProblem(
  ref: Reference,
  ctx: ReferenceContext,
  popups: readonly string[],
  grids: readonly string[],
): [DiagnosticCode, string] | undefined {
  const { name } = ref;
  switch (ref.kind) {
    case 'route': {
      const target = name.length > 1 ? name.replace(/\/$/, '') : name;
      if (ctx.routes.has(target)) return undefined;
      return ['CON305', `${ref.via} "${name}", which no screen defines${didYouMean(name, [...ctx.routes])}`];
    }
    case 'validator':
      if (validatorParam(name) !== undefined) return undefined;
      return [
        'CON306',
        `unknown validator "${name}"${didYouMean(name, FIELD_VALIDATOR_NAMES)}; ${oneOf(FIELD_VALIDATOR_NAMES)}`,
      ];
    case 'format':
      if ((VALUE_FORMAT_NAMES as readonly string[]).includes(name)) return undefined;
      return [
        'CON307',
        `unknown format "${name}"${didYouMean(name, VALUE_FORMAT_NAMES)}; ${oneOf(VALUE_FORMAT_NAMES)}`,
      ];
    case 'mask':
      if ((MASK_NAMES as readonly string[]).includes(name)) return undefined;
      return ['CON308', `unknown mask type "${name}"${didYouMean(name, MASK_NAMES)}; ${oneOf(MASK_NAMES)}`];
    case 'codeGroup': {
      const groups = ctx.codeGroups;
      if (groups === undefined || groups.includes(name)) return undefined;
      return [
        'CON309',
        groups.length === 0
          ? `unknown code group "${name}": management.codeGroups in console.config.yaml lists none; add it there`
          : `unknown code group "${name}"${didYouMean(name, groups)}; add it to management.codeGroups in console.config.yaml or use one of ${groups.join(', ')}`,
      ];
    }
    case 'api': {
      // An import's batches go to a declared API, or to a catalogue route made for them (code.batch).
      if (
        ref.via === 'import' &&
        (API_NAMES as readonly string[]).includes(name) &&
        IMPORT_TARGETS[name as ApiName] === undefined
      )
        return [
          'CON310',
          `an import sends its rows to a declared API (apis in console.config.yaml) or to ${IMPORT_TARGET_NAMES.join(', ')}, not to the catalogue's "${name}"`,
        ];
      if (ref.via === 'import' && ctx.apis?.[name]?.method === 'GET')
        return [
          'CON310',
          `an import sends its rows to a declared API that writes (POST, PUT or PATCH); "${name}" is a GET`,
        ];
      if ((API_NAMES as readonly string[]).includes(name)) return undefined;
      const declaredNames = ctx.apiNames === undefined ? [] : ctx.apiNames;
      if (declaredNames === null) return undefined;
      if (declaredNames.includes(name)) return undefined;
      const known = [...API_NAMES, ...declaredNames];
      const declared = declaredNames.length
        ? `one of ${API_NAMES.join(', ')}, or a declared API: ${declaredNames.join(', ')}`
        : `one of ${API_NAMES.join(', ')}, or declare it under \`apis\` in console.config.yaml`;
      return ['CON310', `unknown API "${name}"${didYouMean(name, known)}; expected ${declared}`];
    }
    case 'popup':
      if (popups.includes(name)) return undefined;
      return [
        'CON311',
        popups.length === 0
          ? `popup "${name}", which this screen does not declare; add it under \`popups\``
          : `popup "${name}", which this screen does not declare${didYouMean(name, popups)}; its popups are ${popups.join(', ')}`,
      ];
    case 'grid': {
      if (grids.includes(name)) return undefined;
      const via = ref.via ?? 'search for';
      return [
        'CON311',
        grids.length === 0
          ? `${via} grid "${name}", but this screen has no grid; add a grid block with that id`
          : `${via} grid "${name}", which this screen does not define${didYouMean(name, grids)}; its grids are ${grids.join(', ')}`,
      ];
    }
  }
}

/** CON312: a known validator's parameter that does not fit what it takes. */
function parameterProblem(ref: Reference): { path: DataPath; message: string } | undefined {
  const { name, param } = ref;
  const at = ref.key ? [...ref.path, name] : ref.path;
  switch (validatorParam(name)) {
    case 'none':
      if (param === undefined) return undefined;
      return {
        path: at,
        message: `validator ${name} takes no parameter, got ${quoted(param)}; write \`${name}\` (or \`{ ${name}: true, message: … }\` for an own message)`,
      };
    case 'count':
      if (typeof param === 'number' && Number.isInteger(param) && param > 0) return undefined;
      return {
        path: at,
        message:
          param === undefined
            ? `validator ${name} needs a positive integer, e.g. \`{ ${name}: 40 }\``
            : `validator ${name} needs a positive integer, got ${quoted(param)}`,
      };
    case 'field': {
      const others = (ref.fields ?? []).map((f) => f.name).filter((n) => n !== ref.field);
      if (typeof param === 'string' && others.includes(param)) return undefined;
      const example = others[0] ?? 'password';
      const hint = typeof param === 'string' ? didYouMean(param, others) : '';
      return {
        path: at,
        message:
          param === undefined
            ? `validator ${name} needs the name of another field of this form, e.g. \`{ ${name}: ${example} }\``
            : `validator ${name} needs the name of another field of this form, got ${quoted(param)}${hint}${others.length ? `; the others are ${others.join(', ')}` : '; this form has no other field'}`,
      };
    }
    default:
      return undefined;
  }
}
