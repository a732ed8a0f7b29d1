// What a screen's chunk pulls in, followed the way the bundler does: the console-screens plugin
// compiles a manifest to its screen module, and esbuild resolves that module's static imports
// through runtime/client (packages, CSS and dynamic imports left out). No client build needed.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { consoleScreens } from '../../../cli/compile/index.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

type Transform = (
  this: { error(message: string): never },
  code: string,
  id: string,
) => { code: string } | null;

/** The screen module the plugin makes of `manifest` (as if it were screens/login.screen.yaml). */
function screenModule(manifest: string): string {
  const hook = consoleScreens(ROOT).transform as unknown as Transform;
  const out = hook.call(
    {
      error(message: string): never {
        throw new Error(message);
      },
    },
    manifest,
    `${ROOT}screens/login.screen.yaml`,
  );
  if (!out) throw new Error('the plugin left the manifest alone');
  return out.code;
}

/** The repo-relative source files a screen module loads with it: its static import graph. */
async function staticSources(code: string): Promise<string[]> {
  const result = await build({
    stdin: { contents: code, resolveDir: ROOT, sourcefile: 'screen.js', loader: 'js' },
    absWorkingDir: ROOT,
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: 'out',
    write: false,
    metafile: true,
    packages: 'external',
    loader: { '.css': 'empty' },
    jsx: 'automatic',
    logLevel: 'silent',
  });
  const { outputs } = result.metafile;
  const entry = Object.keys(outputs).find((o) => outputs[o]!.entryPoint !== undefined);
  const seen = new Set<string>();
  const visit = (out: string) => {
    if (seen.has(out)) return;
    seen.add(out);
    // A dynamic import (the password-change form, a secured call's cipher) loads later, on demand.
    for (const i of outputs[out]!.imports) if (i.kind === 'import-statement' && !i.external) visit(i.path);
  };
  visit(entry!);
  return [...seen].flatMap((o) => Object.keys(outputs[o]!.inputs)).sort();
}

const formWith = (...fields: string[]) =>
  ['title: 화면', 'body:', '  - type: form', '    fields:', ...fields.map((f) => `      - ${f}`)].join('\n');

const DATE_CODE = /ui\/kit\/(Calendar|CalendarPopover|DateField|DateRangeField|DateInput)\.tsx$|fields\/Date/;

describe('a screen chunk carries only the field kinds its manifest uses', () => {
  it('a form with one text field loads no date field or calendar code', async () => {
    const sources = await staticSources(screenModule(formWith('{ name: q, label: 검색어 }')));
    expect(sources).toContain('runtime/client/ui/screen/fields/TextInput.tsx');
    expect(sources).toContain('runtime/client/ui/kit/TextField.tsx');
    expect(sources.filter((s) => DATE_CODE.test(s))).toEqual([]);
    // Nor any other field kind's view.
    expect(sources.filter((s) => s.includes('/ui/screen/fields/') && s.endsWith('Input.tsx'))).toEqual([
      'runtime/client/ui/screen/fields/TextInput.tsx',
    ]);
  });

  it('a search with one text field loads no date field or calendar code either', async () => {
    const manifest = [
      'title: 화면',
      'body:',
      '  - type: search',
      '    for: rows',
      '    fields: [{ name: q, label: 검색어 }]',
      '  - type: grid',
      '    id: rows',
      '    source: { rows: [] }',
      '    columns: [{ key: q, label: 검색어 }]',
    ].join('\n');
    const sources = await staticSources(screenModule(manifest));
    expect(sources).toContain('runtime/client/ui/screen/blocks/SearchBlock.tsx');
    expect(sources.filter((s) => DATE_CODE.test(s))).toEqual([]);
  });

  it('a date field (in a popup) brings the calendar, so the check above can fail', async () => {
    const manifest = [
      formWith('{ name: q, label: 검색어 }'),
      'popups:',
      '  pick:',
      '    title: 날짜',
      '    body:',
      '      - type: form',
      '        fields: [{ name: day, label: 날짜, type: date }]',
    ].join('\n');
    const sources = await staticSources(screenModule(manifest));
    expect(sources).toEqual(
      expect.arrayContaining([
        'runtime/client/ui/screen/fields/DateInput.tsx',
        'runtime/client/ui/kit/DateField.tsx',
        'runtime/client/ui/kit/Calendar.tsx',
      ]),
    );
  });
});
