import type { DeclaredApi } from '../../schemas/index.ts';
import { bodyKeys, requestKeys, rowKeys } from './apiSchemaKeys.ts';
import type { DiagnosticCode } from './diagnostic.ts';
import { didYouMean } from './didYouMean.ts';
import type { ApiKeyUse, GridDeclaration } from './manifestReferences.ts';
import type { DataPath } from './walkBlocks.ts';

/** A name a declared API's schema does not have, where it is written and what to say. */
export interface ApiKeyProblem {
  code: DiagnosticCode;
  path: DataPath;
  /** The name is a key of the mapping at `path`. */
  key?: string;
  message: string;
}

/**
 * CON315 (a row key the `response` schema's rows lack, or a details item's key its answer body
 * lacks), CON316 (a parameter the `request` schema lacks) and CON318 (a file field sent to an
 * API whose `files` do not list it) for the names one manifest binds. A name is judged only against a declared API whose
 * schema lists its properties; a search only when the grid it targets is known.
 */
export function apiKeyProblems(
  uses: readonly ApiKeyUse[],
  grids: readonly GridDeclaration[],
  apis: Readonly<Record<string, DeclaredApi>>,
): ApiKeyProblem[] {
  const out: ApiKeyProblem[] = [];
  const keysOf = new Map<string, string[] | undefined>();
  for (const use of uses) {
    const name =
      typeof use.api === 'string'
        ? use.api
        : grids.find((g) => g.id === (use.api as { grid: string }).grid)?.api;
    const api = name === undefined ? undefined : apis[name];
    if (name === undefined || api === undefined) continue;
    if (use.side === 'files') {
      if (!api.files.includes(use.name))
        out.push({
          code: 'CON318',
          path: use.path,
          message: `file field "${use.name}" is sent to ${name}, whose files do not list it: its file set would never be bound to the record and the sweep removes it after files.unboundHours; add files: [${[...api.files, use.name].join(', ')}] to apis.${name}`,
        });
      continue;
    }
    const cacheKey = `${use.side} ${name}`;
    if (!keysOf.has(cacheKey))
      keysOf.set(
        cacheKey,
        use.side === 'rows' ? rowKeys(api) : use.side === 'body' ? bodyKeys(api) : requestKeys(api),
      );
    const known = keysOf.get(cacheKey);
    if (known === undefined || known.includes(use.name)) continue;
    const where = use.key ? { path: use.path, key: use.name } : { path: use.path };
    out.push(
      use.side === 'rows'
        ? {
            code: 'CON315',
            ...where,
            message: `unknown ${use.what} "${use.name}" in ${name}'s rows${didYouMean(use.name, known)}; its response schema gives rows ${known.join(', ')}`,
          }
        : use.side === 'body'
          ? {
              code: 'CON315',
              ...where,
              message: `unknown ${use.what} "${use.name}" in ${name}'s answer${didYouMean(use.name, known)}; its response schema gives ${known.join(', ')}`,
            }
          : {
              code: 'CON316',
              ...where,
              message: `unknown ${use.what} "${use.name}" for ${name}'s request${didYouMean(use.name, known)}; its request schema takes ${known.join(', ')}`,
            },
    );
  }
  return out;
}
