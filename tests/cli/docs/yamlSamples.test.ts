import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import type { z } from 'zod';
import { deepMerge } from '../../../cli/compile/index.ts';
import {
  blockSchema,
  configSchema,
  declaredApiSchema,
  fieldSchema,
  gridBlock,
  screenSchema,
} from '../../../schemas/index.ts';
import { markdownFiles } from './markdownFiles.ts';

// Every ```yaml sample of the README and of docs/ is what it says it is: a screen manifest, a config
// (or a fragment of one), an API file, blocks or fields. A sample that is none of these says so with
// `<!-- not-validated: reason -->` on the line before its fence.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

interface Sample {
  /** `docs/fields.md:8`: the fence's line. */
  where: string;
  text: string;
  /** The reason of a `<!-- not-validated: … -->` mark just before the fence, if any. */
  notValidated?: string | undefined;
}

/** The ```yaml blocks of a Markdown file, dedented as far as their fence is indented (list items). */
function yamlSamples(file: string, markdown: string): Sample[] {
  const lines = markdown.split('\n');
  const samples: Sample[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```ya?ml\s*$/.exec(lines[i] ?? '');
    if (!open) continue;
    const indent = open[1]?.length ?? 0;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !/^\s*```\s*$/.test(lines[j] ?? ''); j++)
      body.push((lines[j] ?? '').slice(indent));
    let k = i - 1;
    while (k >= 0 && (lines[k] ?? '').trim() === '') k--;
    const mark = /^\s*<!-- not-validated:(.*)-->\s*$/.exec(lines[k] ?? '');
    samples.push({ where: `${file}:${i + 1}`, text: body.join('\n'), notValidated: mark?.[1]?.trim() });
    i = j;
  }
  return samples;
}

const files = [join(ROOT, 'README.md'), ...markdownFiles(join(ROOT, 'docs'))];
const samples = files.flatMap((path) =>
  yamlSamples(relative(ROOT, path).split('\\').join('/'), readFileSync(path, 'utf8')),
);
const exampleConfig = parseDocument(readFileSync(join(ROOT, 'console.config.yaml'), 'utf8')).toJS();

type Json = Record<string, unknown>;
const isMapping = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const keysOf = (schema: z.core.$ZodType) => Object.keys((schema as unknown as { shape: Json }).shape);
const CONFIG_KEYS = keysOf(configSchema);
const SCREEN_KEYS = keysOf(screenSchema);
const GRID_KEYS = keysOf(gridBlock);

interface Check {
  kind: string;
  result: { success: boolean; error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

/** What a sample is, and its validation by the schema of that kind; undefined when it is none. */
function check(data: unknown): Check | undefined {
  // Several items (a list, an API file's APIs): the problems of each, their paths under its index or name.
  const all = (kind: string, checks: Check['result'][], names: PropertyKey[]): Check => ({
    kind,
    result: checks.some((c) => !c.success)
      ? {
          success: false,
          error: {
            issues: checks.flatMap((c, i) =>
              (c.error?.issues ?? []).map((issue) => ({ ...issue, path: [names[i] ?? i, ...issue.path] })),
            ),
          },
        }
      : { success: true },
  });
  if (Array.isArray(data)) {
    // A field has a name and a label (and may have a type); a block has a type and no name.
    if (data.every((item) => isMapping(item) && 'name' in item && 'label' in item))
      return all(
        'fields',
        data.map((f) => fieldSchema.safeParse(f)),
        [...data.keys()],
      );
    if (data.every((item) => isMapping(item) && 'type' in item))
      return all(
        'blocks',
        data.map((b) => blockSchema.safeParse(b)),
        [...data.keys()],
      );
    return undefined;
  }
  if (!isMapping(data)) return undefined;
  const keys = Object.keys(data);
  if (keys.length > 0 && keys.every((k) => isMapping(data[k]) && 'upstream' in (data[k] as Json)))
    return all(
      'an API file (apis/*.api.yaml)',
      keys.map((k) => declaredApiSchema.safeParse(data[k])),
      keys,
    );
  if ('title' in data && keys.every((k) => SCREEN_KEYS.includes(k)))
    return { kind: 'a screen manifest', result: screenSchema.safeParse(data) };
  if (keys.every((k) => CONFIG_KEYS.includes(k)))
    return {
      kind: 'a config fragment (merged into console.config.yaml)',
      result: configSchema.safeParse(deepMerge(exampleConfig, data)),
    };
  if ('type' in data) return { kind: 'a block', result: blockSchema.safeParse(data) };
  if ('name' in data && 'label' in data) return { kind: 'a field', result: fieldSchema.safeParse(data) };
  if (keys.every((k) => GRID_KEYS.includes(k)))
    return { kind: 'keys of a grid block', result: gridBlock.partial().safeParse(data) };
  return undefined;
}

describe('the yaml samples of the README and docs/', () => {
  it('are found (the README and the guides have some)', () => {
    expect(samples.filter((s) => s.where.startsWith('README.md')).length).toBeGreaterThan(0);
    expect(
      samples.filter((s) => s.where.startsWith('docs/getting-started.md')).length,
    ).toBeGreaterThanOrEqual(4);
  });

  it.each(samples.map((s) => [s.where, s] as const))('%s is valid', (where, sample) => {
    if (sample.notValidated !== undefined) {
      expect(sample.notValidated, `${where}: a not-validated mark says why`).not.toBe('');
      return;
    }
    const doc = parseDocument(sample.text);
    expect(doc.errors.map((e) => `${where}: ${e.message}`)).toEqual([]);
    const found = check(doc.toJS());
    expect(
      found,
      `${where}: neither a screen manifest, a config (fragment), an API file, blocks nor fields; mark it <!-- not-validated: reason -->`,
    ).toBeDefined();
    const problems = (found?.result.error?.issues ?? []).map(
      (issue) =>
        `${where} (${found?.kind}): ${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`,
    );
    expect(problems).toEqual([]);
  });
});
