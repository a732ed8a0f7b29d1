import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CONFIG_FILE,
  checkReferences,
  DIAGNOSTIC_CODES,
  type Diagnostic,
  deepMerge,
  formatDiagnostic,
  listScreenFiles,
  loadConfig,
  loadScreen,
  parseYamlSource,
  partialManifestView,
  SCREENS_DIR,
  type ScreenEntry,
} from '../../cli/compile/index.ts';
import { configSchema } from '../../schemas/config/index.ts';
import { screenSchema } from '../../schemas/screen.ts';
import { prng } from '../support/prng.ts';
import { removeTempProjects, tempProject } from './support/project.ts';

/**
 * Random mutations of the repository's real manifests and config, loaded through the real pipeline.
 * Reproduce a failure with FUZZ_SEED=<seed> (the whole run) or by the case seed it prints.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20241121) >>> 0;
const MANIFEST_CASES = 1800;
const CONFIG_CASES = 600;
/** 10-20 s on a busy 2-core machine (the manifest cases took 20.8 s beside the other suites); generous. */
const TIMEOUT_MS = 60_000;

afterAll(removeTempProjects);

type Rng = () => number;
const int = (rng: Rng, n: number) => Math.floor(rng() * n);
const pick = <T>(rng: Rng, items: readonly T[]): T => items[int(rng, items.length)]!;

const SIGNIFICANT = [
  ':',
  '-',
  '[',
  '{',
  '"',
  '\t',
  '&a',
  '*a',
  '!!binary',
  ']',
  '}',
  "'",
  '#',
  '|',
  '>',
  '? ',
  ', ',
  '%',
  '@',
  '`',
  '\n',
  ' ',
];
const REPLACEMENTS = [
  '0',
  '42',
  '-1',
  '3.14',
  '1e3',
  '0x1F',
  '0o17',
  '0b10',
  '1_000',
  '.inf',
  '[a, 1]',
  '[]',
  '{a: 1}',
  '{}',
  'null',
  '~',
  '',
  'true',
  'no',
  'exists',
  'x'.repeat(5000),
  '한글 값입니다',
  '"따옴표 안의 한글"',
  '😀🎉',
  '"😀"',
  '/',
  '//evil.example',
];
const KEYS = [
  'title',
  'layout',
  'body',
  'type',
  'text',
  'items',
  'to',
  'label',
  'auth',
  'roles',
  'path',
  'component',
  'level',
  'app',
  'api',
  'timeout',
  'profile',
];

interface Mutation {
  name: string;
  apply(rng: Rng, text: string): string;
}

const lines = (text: string) => text.split('\n');
const KEY_LINE = /^(\s*(?:- )?)([^\s:#'"{[-][^:#]*?)(:)(\s.*|$)/;

const MUTATIONS: Mutation[] = [
  {
    name: 'delete a line',
    apply: (rng, text) => {
      const ls = lines(text);
      ls.splice(int(rng, ls.length), 1);
      return ls.join('\n');
    },
  },
  {
    name: 'duplicate a line',
    apply: (rng, text) => {
      const ls = lines(text);
      const i = int(rng, ls.length);
      ls.splice(i, 0, ls[i]!);
      return ls.join('\n');
    },
  },
  {
    name: 'swap two characters',
    apply: (rng, text) => {
      if (text.length < 2) return text;
      const chars = [...text];
      const i = int(rng, chars.length);
      const j = rng() < 0.5 ? Math.min(i + 1, chars.length - 1) : int(rng, chars.length);
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
      return chars.join('');
    },
  },
  {
    name: 'insert a YAML-significant character',
    apply: (rng, text) => {
      const at = int(rng, text.length + 1);
      return text.slice(0, at) + pick(rng, SIGNIFICANT) + text.slice(at);
    },
  },
  {
    name: 'replace a scalar',
    apply: (rng, text) => {
      const ls = lines(text);
      const candidates = ls.map((l, i) => (KEY_LINE.test(l) ? i : -1)).filter((i) => i >= 0);
      if (!candidates.length) return text;
      const i = pick(rng, candidates);
      ls[i] = ls[i]!.replace(
        KEY_LINE,
        (_m, lead: string, key: string, colon: string) => `${lead}${key}${colon} ${pick(rng, REPLACEMENTS)}`,
      );
      return ls.join('\n');
    },
  },
  {
    name: 'rename a key',
    apply: (rng, text) => {
      const ls = lines(text);
      const candidates = ls.map((l, i) => (KEY_LINE.test(l) ? i : -1)).filter((i) => i >= 0);
      if (!candidates.length) return text;
      const i = pick(rng, candidates);
      ls[i] = ls[i]!.replace(KEY_LINE, (_m, lead: string, key: string, colon: string, rest: string) => {
        const renamed = pick(rng, [
          `${key}s`,
          key.slice(0, -1) || 'k',
          key.toUpperCase(),
          `${key.slice(1)}${key[0]}`,
          pick(rng, KEYS),
          '제목',
        ]);
        return `${lead}${renamed}${colon}${rest}`;
      });
      return ls.join('\n');
    },
  },
  {
    name: 'change indentation',
    apply: (rng, text) => {
      const ls = lines(text);
      const i = int(rng, ls.length);
      const line = ls[i]!;
      const r = rng();
      if (r < 0.4) ls[i] = ' '.repeat(1 + int(rng, 4)) + line;
      else if (r < 0.8) ls[i] = line.replace(new RegExp(`^ {1,${1 + int(rng, 4)}}`), '');
      else ls[i] = line.replace(/^ +/, '\t');
      return ls.join('\n');
    },
  },
];

interface Case {
  seed: number;
  source: string;
  steps: string[];
  text: string;
}

function mutate(seed: number, source: string, original: string): Case {
  const rng = prng(seed);
  let text = original;
  const steps: string[] = [];
  for (let n = 1 + int(rng, 3); n > 0; n--) {
    const m = pick(rng, MUTATIONS);
    steps.push(m.name);
    text = m.apply(rng, text);
  }
  return { seed, source, steps, text };
}

const caseSeed = (i: number) => (SEED + Math.imul(i + 1, 0x9e3779b1)) >>> 0;

/** Why a diagnostic list breaks the contract, or undefined. */
function badDiagnostic(d: Diagnostic, expectedFile: string, text: string): string | undefined {
  const maxLine = lines(text).length + 1;
  if (d.file !== expectedFile) return `file ${d.file}, expected ${expectedFile}`;
  if (!Number.isInteger(d.line) || d.line < 1 || d.line > maxLine)
    return `line ${d.line} outside 1..${maxLine}`;
  if (!Number.isInteger(d.col) || d.col < 1) return `col ${d.col}`;
  if (!Object.hasOwn(DIAGNOSTIC_CODES, d.code)) return `unknown code ${d.code}`;
  if (typeof d.message !== 'string' || d.message.trim() === '') return 'empty message';
  return undefined;
}

const show = (c: Case, problem: string) =>
  `case seed ${c.seed} (${c.source}; ${c.steps.join(', ')}): ${problem}\n--- text ---\n${c.text.length > 600 ? `${c.text.slice(0, 600)}…` : c.text}`;

const repo = process.cwd();
const manifests = listScreenFiles(repo).map((rel) => ({
  rel,
  text: readFileSync(join(repo, SCREENS_DIR, rel), 'utf8'),
}));
const configs = [
  { source: CONFIG_FILE, text: readFileSync(join(repo, CONFIG_FILE), 'utf8') },
  {
    source: 'tests/fixtures/generator-project/console.config.yaml',
    text: readFileSync(join(repo, 'tests/fixtures/generator-project/console.config.yaml'), 'utf8'),
  },
];

const manifestCases = Array.from({ length: MANIFEST_CASES }, (_, i) => {
  const m = manifests[i % manifests.length]!;
  return { rel: m.rel, ...mutate(caseSeed(i), `screens/${m.rel}`, m.text) };
});
const configCases = Array.from({ length: CONFIG_CASES }, (_, i) => {
  const c = configs[i % configs.length]!;
  return mutate(caseSeed(MANIFEST_CASES + i), c.source, c.text);
});

interface ManifestOutcome {
  c: (typeof manifestCases)[number];
  entry?: ScreenEntry | undefined;
  diagnostics: Diagnostic[];
  thrown?: unknown;
}

function runManifest(c: (typeof manifestCases)[number]): ManifestOutcome {
  const diagnostics: Diagnostic[] = [];
  try {
    return { c, entry: loadScreen(repo, c.rel, c.text, diagnostics), diagnostics };
  } catch (thrown) {
    return { c, diagnostics, thrown };
  }
}

function report(failures: string[]): string {
  return `${failures.length} failing case(s), first ones:\n\n${failures.slice(0, 5).join('\n\n')}`;
}

describe(`fuzz: mutated manifests and config through the real pipeline (seed ${SEED})`, () => {
  it('has real inputs to mutate', () => {
    expect(manifests.length).toBeGreaterThan(10);
    expect(MANIFEST_CASES + CONFIG_CASES).toBeGreaterThanOrEqual(2000);
  });

  it(
    `${MANIFEST_CASES} mutated manifests: never throw; positioned, known diagnostics or a valid entry (seed ${SEED})`,
    () => {
      const failures: string[] = [];
      let valid = 0;
      for (const c of manifestCases) {
        const o = runManifest(c);
        if (o.thrown !== undefined) {
          failures.push(show(c, `threw ${String(o.thrown)}`));
          continue;
        }
        for (const d of o.diagnostics) {
          const bad = badDiagnostic(d, `screens/${c.rel}`, c.text);
          if (bad) failures.push(show(c, `${bad}: ${formatDiagnostic(d)}`));
        }
        if (o.entry && o.diagnostics.length) failures.push(show(c, 'returned an entry and diagnostics'));
        if (!o.entry && !o.diagnostics.length)
          failures.push(show(c, 'returned neither an entry nor a diagnostic'));
        if (o.entry) valid++;
      }
      expect(failures, report(failures)).toEqual([]);
      // the mutations must actually break things most of the time, and not always
      expect(valid).toBeGreaterThan(0);
      expect(valid).toBeLessThan(MANIFEST_CASES);
    },
    TIMEOUT_MS,
  );

  it(
    `mutated manifests that fail their schema: reference checks over the valid blocks never throw, and every diagnostic prints with a frame at its line (seed ${SEED})`,
    () => {
      const failures: string[] = [];
      const routes = new Set(
        manifests.map((m) => `/${m.rel.replace(/(^|\/)index\.screen\.yaml$|\.screen\.yaml$/, '')}`),
      );
      let partial = 0;
      for (const c of manifestCases) {
        const o = runManifest(c);
        const diagnostics = [...o.diagnostics];
        const src = parseYamlSource(`screens/${c.rel}`, c.text);
        const data = src.data;
        if (!o.entry && !src.syntax.length && data && typeof data === 'object' && !Array.isArray(data)) {
          partial++;
          try {
            const view = partialManifestView(data as Record<string, unknown>);
            checkReferences(
              { file: src.file, view },
              { routes, codeGroups: ['GENDER'] },
              () => src,
              diagnostics,
            );
          } catch (thrown) {
            failures.push(show(c, `reference checks threw ${String(thrown)}`));
            continue;
          }
        }
        for (const d of diagnostics) {
          let text: string;
          try {
            text = formatDiagnostic(d);
          } catch (thrown) {
            failures.push(show(c, `formatDiagnostic threw ${String(thrown)}`));
            continue;
          }
          const bad = badDiagnostic(d, `screens/${c.rel}`, c.text);
          if (bad) failures.push(show(c, `${bad}: ${text}`));
          const marked = /^> +(\d+) \|/m.exec(text)?.[1];
          if (d.source && Number(marked) !== d.line)
            failures.push(show(c, `the frame marks line ${marked}, the diagnostic says ${d.line}: ${text}`));
        }
      }
      expect(failures, report(failures)).toEqual([]);
      expect(partial).toBeGreaterThan(0);
    },
    TIMEOUT_MS,
  );

  it(
    `a mutated manifest that loads reads the same as validate's positioned parser reads it (seed ${SEED})`,
    () => {
      const failures: string[] = [];
      for (const c of manifestCases) {
        const o = runManifest(c);
        if (!o.entry) continue;
        const src = parseYamlSource(o.entry.file, c.text);
        if (src.syntax.length) {
          failures.push(
            show(
              c,
              `loaded, but the positioned parser reports ${src.syntax.map(formatDiagnostic).join('; ')}`,
            ),
          );
          continue;
        }
        const slow = screenSchema.safeParse(src.data);
        if (!slow.success)
          failures.push(show(c, `loaded, but the positioned parser's data fails the schema`));
        else if (JSON.stringify(slow.data) !== JSON.stringify(o.entry.manifest)) {
          failures.push(
            show(
              c,
              `loaded as ${JSON.stringify(o.entry.manifest)}; positioned parser reads ${JSON.stringify(slow.data)}`,
            ),
          );
        }
      }
      expect(failures, report(failures)).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    `${CONFIG_CASES} mutated configs: never throw; positioned, known diagnostics or a config (seed ${SEED})`,
    () => {
      const root = tempProject();
      const failures: string[] = [];
      let valid = 0;
      for (const c of configCases) {
        writeFileSync(join(root, CONFIG_FILE), c.text);
        // what is on disk (lone surrogates from a swap become U+FFFD)
        const text = readFileSync(join(root, CONFIG_FILE), 'utf8');
        let r: ReturnType<typeof loadConfig>;
        try {
          r = loadConfig({ root, env: {} });
        } catch (thrown) {
          failures.push(show(c, `threw ${String(thrown)}`));
          continue;
        }
        for (const d of r.diagnostics) {
          const bad = badDiagnostic(d, CONFIG_FILE, text);
          if (bad) failures.push(show(c, `${bad}: ${formatDiagnostic(d)}`));
        }
        if (r.config && r.diagnostics.length) failures.push(show(c, 'returned a config and diagnostics'));
        if (!r.config && !r.diagnostics.length)
          failures.push(show(c, 'returned neither a config nor a diagnostic'));
        if (r.config) {
          valid++;
          const src = parseYamlSource(CONFIG_FILE, text);
          const slow = src.syntax.length
            ? undefined
            : configSchema.safeParse(deepMerge(src.data ?? {}, { app: { profile: r.profile } }));
          if (!slow?.success) failures.push(show(c, 'loaded, but the positioned parser rejects it'));
          else if (JSON.stringify(slow.data) !== JSON.stringify(r.config)) {
            failures.push(show(c, `loaded, but the positioned parser reads different values`));
          }
        }
      }
      expect(failures, report(failures)).toEqual([]);
      expect(valid).toBeGreaterThan(0);
      expect(valid).toBeLessThan(CONFIG_CASES);
    },
    TIMEOUT_MS,
  );
});
