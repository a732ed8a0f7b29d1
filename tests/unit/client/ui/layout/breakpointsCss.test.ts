// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOBILE_MAX_WIDTH } from '../../../../../runtime/client/menu/index.ts';
import { DRAWER_QUERY } from '../../../../../runtime/client/ui/layout/index.ts';
import { BREAKPOINTS } from '../../../../../runtime/core/layout/index.ts';

// CSS has no constants a media query can read, so the stylesheets keep the numbers and this test
// holds them to runtime/core/layout/breakpoints.ts: a width query may only name a breakpoint.
const ROOT = join(import.meta.dirname, '../../../../..');
const CLIENT = join(ROOT, 'runtime/client');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? cssFiles(join(dir, e.name)) : e.name.endsWith('.css') ? [join(dir, e.name)] : [],
  );
}

const WIDTH_QUERY = /@media[^{]*\((min|max)-width:\s*(\d+)px\)/g;

function widthQueries(): { file: string; kind: string; px: number }[] {
  return cssFiles(CLIENT).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(WIDTH_QUERY)].map((m) => ({
      file: relative(ROOT, file),
      kind: m[1] as string,
      px: Number(m[2]),
    })),
  );
}

describe('the stylesheets use the breakpoints of runtime/core/layout', () => {
  const starts: number[] = Object.values(BREAKPOINTS).filter((px) => px > 0);

  it('every width media query is `max-width: <breakpoint − 1>` or `min-width: <breakpoint>`', () => {
    const queries = widthQueries();
    expect(queries.length).toBeGreaterThan(0);
    const off = queries
      .filter(({ kind, px }) => !starts.includes(kind === 'max' ? px + 1 : px))
      .map(({ file, kind, px }) => `${file}: ${kind}-width ${px}px`);
    expect(off, `breakpoints are ${starts.join(', ')} px`).toEqual([]);
  });

  it('every breakpoint changes the layout somewhere (XS, S, M and L differ)', () => {
    const used = new Set(widthQueries().map(({ kind, px }) => (kind === 'max' ? px + 1 : px)));
    expect([...used].sort((a, b) => a - b)).toEqual(starts);
  });

  it('the drawer and device detection read the same numbers', () => {
    expect(DRAWER_QUERY).toBe(`(max-width: ${BREAKPOINTS.m - 1}px)`);
    expect(MOBILE_MAX_WIDTH).toBe(BREAKPOINTS.s);
  });
});
