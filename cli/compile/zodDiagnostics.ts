import type { z } from 'zod';
import { type Diagnostic, type DiagnosticCode, formatDataPath } from './diagnostic.ts';
import { didYouMean } from './didYouMean.ts';
import { diagnosticAt, type Location, locate, type YamlSource } from './yamlSource.ts';

type Schema = z.core.$ZodType;
type PathKey = PropertyKey;

interface Def {
  type: string;
  innerType?: Schema;
  in?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  options?: Schema[];
  discriminator?: string;
  getter?: () => Schema;
  valueType?: Schema;
}

const defOf = (s: Schema): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The object schema reached by following `path` through `data`, to list the keys it allows. */
function objectShapeAt(
  schema: Schema,
  data: unknown,
  path: readonly PathKey[],
): Record<string, Schema> | undefined {
  let s: Schema | undefined = schema;
  let value = data;
  let i = 0;
  while (s) {
    const def = defOf(s);
    if (def.innerType) {
      s = def.innerType;
      continue;
    }
    if (def.type === 'lazy' && def.getter) {
      s = def.getter();
      continue;
    }
    if (def.type === 'pipe' && def.in) {
      s = def.in;
      continue;
    }
    if (def.type === 'union' && def.options) {
      const disc = def.discriminator;
      const tag =
        disc && value && typeof value === 'object' ? (value as Record<string, unknown>)[disc] : undefined;
      s = def.options.find((o) => {
        const shape = defOf(o).shape;
        const lit =
          shape && disc ? (defOf(shape[disc]!) as unknown as { values?: unknown[] }).values : undefined;
        return lit?.includes(tag) ?? defOf(o).type === 'object';
      });
      continue;
    }
    if (i === path.length) return def.type === 'object' ? def.shape : undefined;
    const key = path[i++]!;
    value = value && typeof value === 'object' ? (value as Record<PathKey, unknown>)[key] : undefined;
    if (def.type === 'object' && def.shape) s = def.shape[String(key)];
    else if (def.type === 'array' && def.element) s = def.element;
    else if (def.type === 'record' && def.valueType) s = def.valueType;
    else return undefined;
  }
  return undefined;
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return typeof value === 'string' ? `"${value}"` : String(value);
}

function valueAt(data: unknown, path: readonly PathKey[]): unknown {
  let v = data;
  for (const k of path) v = v && typeof v === 'object' ? (v as Record<PathKey, unknown>)[k] : undefined;
  return v;
}

function dotted(path: readonly PathKey[]): string {
  return formatDataPath(path.map((k) => (typeof k === 'number' ? k : String(k)))) || '(document)';
}

/** Turns zod issues for `src.data` into positioned diagnostics, with did-you-mean where it helps. */
export function zodDiagnostics(
  src: YamlSource,
  schema: Schema,
  issues: readonly z.core.$ZodIssue[],
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const push = (code: DiagnosticCode, pos: Location, message: string) =>
    out.push(diagnosticAt(src, pos, code, message));

  for (const issue of issues) {
    const path = issue.path;
    const where = dotted(path);
    if (issue.code === 'unrecognized_keys') {
      const allowed = Object.keys(objectShapeAt(schema, src.data, path) ?? {}).filter((k) => k !== '$schema');
      for (const key of issue.keys) {
        push(
          'CON201',
          locate(src, path, key),
          `unknown key "${key}"${path.length ? ` in ${where}` : ''}${didYouMean(key, allowed)}`,
        );
      }
      continue;
    }
    if (issue.code === 'invalid_key' && path.length) {
      // A record key its key schema refuses: point at the key, with what the key schema says.
      const key = String(path[path.length - 1]);
      const parent = path.slice(0, -1);
      const why = issue.issues.map((i) => i.message).join('; ') || issue.message;
      push(
        'CON204',
        locate(src, parent, key),
        `${parent.length ? `${dotted(parent)}: ` : ''}key "${key}": ${why}`,
      );
      continue;
    }
    const pos = locate(src, path);
    const value = valueAt(src.data, path);
    if (issue.code === 'invalid_union' && 'discriminator' in issue && issue.discriminator) {
      const options = ((issue as { options?: unknown[] }).options ?? []).map(String);
      if (value === undefined) {
        push('CON203', pos, `${where}: required field missing (one of ${options.join(', ')})`);
      } else {
        push(
          'CON206',
          pos,
          `${where}: unknown block type ${describeType(value)}${didYouMean(String(value), options)}; expected one of ${options.join(', ')}`,
        );
      }
      continue;
    }
    if (issue.code === 'invalid_value' && value !== undefined) {
      const options = issue.values.map(String);
      push(
        'CON202',
        pos,
        `${where}: ${describeType(value)} is not allowed${didYouMean(String(value), options)}; expected one of ${options.join(', ')}`,
      );
      continue;
    }
    if (value === undefined && !pos.found) {
      push('CON203', pos, `${where}: required field missing`);
      continue;
    }
    const custom =
      issue.code === 'custom' ? (issue.params as { code?: DiagnosticCode } | undefined)?.code : undefined;
    if (custom) {
      push(custom, pos, issue.message);
      continue;
    }
    push('CON204', pos, `${where}: ${explain(issue, value)}`);
  }
  return out;
}

function explain(issue: z.core.$ZodIssue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected === 'int' ? 'an integer' : issue.expected}, got ${describeType(value)}`;
    case 'invalid_union':
      return `${describeType(value)} is not valid here`;
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1
        ? 'must not be empty'
        : `too small: ${issue.origin} must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return `too big: ${issue.origin} must be at most ${String(issue.maximum)}`;
    default:
      return issue.message;
  }
}
