import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { markdownFiles } from './markdownFiles.ts';

// The README and docs/ link to each other by file and heading: every relative link must name a file
// that exists and, with a #fragment, a heading of that file (GitHub's anchors).

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Markdown without fenced blocks and code spans, where nothing is a link. */
const prose = (text: string) => text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const line of text.replace(/```[\s\S]*?```/g, '').split('\n')) {
    const heading = /^#{1,6} (.*)$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\- _]/gu, '')
      .replaceAll(' ', '-');
    const n = seen.get(slug) ?? 0;
    out.add(n === 0 ? slug : `${slug}-${n}`);
    seen.set(slug, n + 1);
  }
  return out;
}

const files = [join(ROOT, 'README.md'), ...markdownFiles(join(ROOT, 'docs'))];
const links = files.flatMap((file) =>
  [...prose(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1] ?? '')
    .filter((target) => !/^[a-z]+:/.test(target))
    .map((target) => ({ from: relative(ROOT, file).split('\\').join('/'), file, target })),
);

describe('links between the README and docs/', () => {
  it('are found', () => {
    expect(links.length).toBeGreaterThan(50);
  });

  it('name files and headings that exist', () => {
    const broken = links.filter(({ file, target }) => {
      const [path = '', fragment] = target.split('#');
      const to = path ? join(dirname(file), path) : file;
      if (!existsSync(to)) return true;
      return fragment !== undefined && to.endsWith('.md') && !anchors(readFileSync(to, 'utf8')).has(fragment);
    });
    expect(broken.map(({ from, target }) => `${from}: ${target}`)).toEqual([]);
  });
});
