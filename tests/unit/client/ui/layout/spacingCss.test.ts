import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Spacing between fields, groups and items comes from the spacing tokens of base.css
// (`--c-space-N`, in rem so they follow the density's root size), never a number of its own: a gap
// written as `0.4rem` in one sheet and `0.5rem` in the next is how a back office starts to look
// uneven. Every gap in the console's sheets, and the space between a screen's blocks and inside
// them (blocks.css margins), is a token.

const ROOT = join(import.meta.dirname, '../../../../..');
const sheets = readdirSync(join(ROOT, 'runtime/client'), { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && e.name.endsWith('.css'))
  .map((e) => relative(ROOT, join(e.parentPath, e.name)));

const TOKEN = /^(0|var\(--c-space-\d\))$/;
/** Each `property: value` of `properties` in `css` whose value is not tokens only, as `line: text`. */
function offScale(css: string, properties: RegExp): string[] {
  return css.split('\n').flatMap((line, i) => {
    const m = /^\s*([a-z-]+):\s*([^;]+);/.exec(line);
    if (!m || !properties.test(m[1]!)) return [];
    return m[2]!
      .trim()
      .split(/\s+/)
      .every((v) => TOKEN.test(v))
      ? []
      : [`${i + 1}: ${line.trim()}`];
  });
}

describe('spacing comes from the density tokens', () => {
  it('finds a gap or margin of its own (a test of the rule)', () => {
    const planted =
      '.a {\n  gap: 0.4rem;\n}\n.b {\n  gap: var(--c-space-2) 1rem;\n  margin-top: var(--c-space-5);\n}';
    expect(offScale(planted, /^(row-|column-)?gap$/)).toEqual([
      '2: gap: 0.4rem;',
      '5: gap: var(--c-space-2) 1rem;',
    ]);
    expect(offScale(planted, /^margin-(top|bottom)$/)).toEqual([]);
  });

  it('every gap of every sheet is a spacing token', () => {
    expect(sheets.length).toBeGreaterThan(10);
    const found = sheets.flatMap((f) =>
      offScale(readFileSync(join(ROOT, f), 'utf8'), /^(row-|column-)?gap$/).map((l) => `${f}:${l}`),
    );
    expect(found).toEqual([]);
  });

  it("the space between a screen's blocks and inside them is a spacing token", () => {
    const css = readFileSync(join(ROOT, 'runtime/client/ui/screen/blocks.css'), 'utf8');
    expect(offScale(css, /^margin-(top|bottom)$/)).toEqual([]);
    expect(css).toMatch(/\.c-screen > \* \+ \* \{\s*margin-top: var\(--c-space-5\);/);
  });

  it('the tokens are defined once, in base.css', () => {
    const base = readFileSync(join(ROOT, 'runtime/client/ui/base.css'), 'utf8');
    const used = new Set(
      sheets.flatMap((f) =>
        [...readFileSync(join(ROOT, f), 'utf8').matchAll(/var\((--c-space-\d)\)/g)].map((m) => m[1]!),
      ),
    );
    for (const token of used) expect(base, token).toMatch(new RegExp(`${token}: [\\d.]+rem;`));
  });
});

describe('one sheet per component class', () => {
  // A class that two sheets both style at the top level is two components under one name: which
  // one wins depends on the order the chunks load (a search block once took a search box's flex
  // row and squeezed its form; the column settings' buttons once took the favourites' looks).
  // `.c-form`: the kit's form column and the form block's padding are the same element.
  const SHARED = new Set(['.c-form']);

  it('no component class is styled at the top level of two sheets', () => {
    const owners = new Map<string, Set<string>>();
    for (const f of sheets)
      for (const m of readFileSync(join(ROOT, f), 'utf8').matchAll(/^(\.c-[\w-]+)\s*\{/gm))
        owners.set(m[1]!, (owners.get(m[1]!) ?? new Set()).add(f));
    const twice = [...owners]
      .filter(([c, files]) => files.size > 1 && !SHARED.has(c))
      .map(([c, files]) => `${c}: ${[...files].join(', ')}`);
    expect(twice).toEqual([]);
  });
});
