import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetRegenerationIndexes, generateProject, regenerateChanged } from '../../../cli/compile/index.ts';

// `console dev`'s incremental regeneration gives what a full `console generate` gives, whatever was
// saved, added or deleted in between: the same diagnostics, screens and generated files.

const roots: string[] = [];
afterEach(() => {
  forgetRegenerationIndexes();
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});

/** A small seeded random generator (mulberry32), so a failing sequence can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PATHS = ['a', 'b', 'c', 'd/e', 'd/f', 'd/index', 'd', 'g/h', 'g/i', 'g/index'];

const manifest = (title: string, link?: string) =>
  [
    `title: ${title}`,
    'body:',
    '  - type: text',
    `    text: ${title} 화면입니다.`,
    ...(link ? ['  - type: cards', '    items:', `      - title: 이동`, `        to: /${link}`] : []),
    '',
  ].join('\n');

function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'console-regen-'));
  roots.push(root);
  writeFileSync(join(root, 'console.config.yaml'), 'app:\n  title: 증분 생성\n');
  write(root, 'index', manifest('홈', 'a'));
  write(root, 'login', 'title: 로그인\nlayout: none\nauth: false\n');
  for (const p of PATHS.slice(0, 5)) write(root, p, manifest(`화면 ${p}`, 'b'));
  return root;
}

function write(root: string, path: string, text: string): string {
  const file = join(root, 'screens', `${path}.screen.yaml`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return `screens/${path}.screen.yaml`;
}

/** One random edit; returns the file it touched (relative to the root). */
function edit(root: string, next: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const path = pick(PATHS);
  const file = `screens/${path}.screen.yaml`;
  switch (
    pick([
      'title',
      'title',
      'title',
      'link',
      'link',
      'link',
      'broken',
      'schema',
      'syntax',
      'delete',
      'delete',
    ])
  ) {
    case 'title':
      return write(root, path, manifest(`새 제목 ${Math.floor(next() * 1000)}`));
    case 'link':
      return write(root, path, manifest(`링크 ${path}`, pick(PATHS)));
    case 'broken':
      return write(root, path, manifest(`끊긴 링크 ${path}`, 'nowhere/x'));
    case 'schema':
      return write(
        root,
        path,
        `title: 잘못된 화면\nbody:\n  - type: unknownBlock\n  - type: cards\n    items:\n      - title: 이동\n        to: /${pick(PATHS)}\n`,
      );
    case 'syntax':
      return write(root, path, 'title: [닫히지 않은\n');
    default:
      try {
        unlinkSync(join(root, file));
      } catch {
        // not there: the change of nothing
      }
      return file;
  }
}

describe('regenerateChanged', () => {
  it.each([1, 2, 3, 4])('matches a full generate after every one of 40 random edits (seed %i)', (seed) => {
    const root = project();
    const next = random(seed);
    const first = regenerateChanged({ root, changed: [] });
    expect(first.diagnostics).toEqual([]);
    let valid = 0;
    for (let step = 0; step < 40; step++) {
      const changed = [edit(root, next), ...(next() < 0.3 ? [edit(root, next)] : [])];
      const incremental = regenerateChanged({ root, changed });
      // A full compile of the same files, comparing the generated files on disk with its own.
      const full = generateProject({ root, check: true });
      const context = `seed ${seed}, step ${step}, ${changed.join(' ')}`;
      if (incremental.diagnostics.length === 0) {
        valid++;
        // Nothing stale: the incremental run wrote exactly the files the full one makes.
        expect(full.diagnostics, context).toEqual([]);
      } else {
        expect(full.diagnostics, context).toEqual(incremental.diagnostics);
      }
      expect(
        incremental.screens.map((s) => s.file),
        context,
      ).toEqual(full.screens.map((s) => s.file));
    }
    // The sequences pass through valid projects too, not only broken ones.
    expect(valid).toBeGreaterThan(0);
  });

  it('reads only the saved manifest: a manifest changed without being named is not seen', () => {
    const root = project();
    regenerateChanged({ root, changed: [] });
    write(root, 'a', manifest('몰래 바뀐 제목'));
    write(root, 'b', manifest('저장된 제목'));
    const outcome = regenerateChanged({ root, changed: ['screens/b.screen.yaml'] });
    const titles = new Map(outcome.screens.map((s) => [s.file, s.manifest.title]));
    expect(titles.get('screens/b.screen.yaml')).toBe('저장된 제목');
    expect(titles.get('screens/a.screen.yaml')).toBe('화면 a');
  });

  it('compiles everything again when the config changes', () => {
    const root = project();
    regenerateChanged({ root, changed: [] });
    writeFileSync(join(root, 'console.config.yaml'), 'app:\n  title: 바뀐 제목\n');
    write(root, 'a', manifest('함께 바뀐 화면'));
    const outcome = regenerateChanged({ root, changed: ['console.config.yaml'] });
    expect(outcome.config?.app.title).toBe('바뀐 제목');
    expect(outcome.screens.find((s) => s.file === 'screens/a.screen.yaml')?.manifest.title).toBe(
      '함께 바뀐 화면',
    );
  });
});
