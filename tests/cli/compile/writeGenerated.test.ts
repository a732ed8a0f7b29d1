import { existsSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GENERATED_DIR, generateProject, writeGenerated } from '../../../cli/compile/index.ts';
import {
  copyFixture,
  listFiles,
  printed,
  read,
  removeTempProjects,
  tempProject,
  writeFiles,
} from '../support/project.ts';

afterAll(removeTempProjects);

const ALL = ['bridge.gen.ts', 'config.gen.ts', 'loginScreen.gen.ts', 'routeTree.gen.ts'];

describe('writeGenerated', () => {
  it('writes every file the first time and none the second', () => {
    const root = copyFixture('generator-project');
    const first = generateProject({ root, env: {} });
    expect(first.diagnostics).toEqual([]);
    expect([...first.write!.written].sort()).toEqual(ALL);
    expect(listFiles(join(root, GENERATED_DIR))).toEqual(ALL);

    // backdate the files: an untouched file keeps its old mtime
    const old = new Date('2020-01-01T00:00:00Z');
    for (const f of ALL) utimesSync(join(root, GENERATED_DIR, f), old, old);
    const second = generateProject({ root, env: {} });
    expect(second.write).toEqual({ written: [], removed: [], unchanged: ALL.length, stale: [] });
    for (const f of ALL) expect(statSync(join(root, GENERATED_DIR, f)).mtimeMs, f).toBe(old.getTime());
  });

  it('rewrites only what a manifest change touches', () => {
    const root = copyFixture('generator-project');
    generateProject({ root, env: {} });
    const manifest = 'screens/login.screen.yaml';
    writeFiles(root, { [manifest]: read(root, manifest).replace('title: 로그인', 'title: 로그인 화면') });
    const again = generateProject({ root, env: {} });
    // The login page's module carries the login screen's title too; the config is untouched.
    expect({ ...again.write, written: [...again.write!.written].sort() }).toMatchObject({
      written: ['loginScreen.gen.ts', 'routeTree.gen.ts'],
      removed: [],
      unchanged: 2,
    });
    expect(read(root, `${GENERATED_DIR}/routeTree.gen.ts`)).toContain('"title":"로그인 화면"');
    expect(read(root, `${GENERATED_DIR}/loginScreen.gen.ts`)).toContain('"title":"로그인 화면"');
  });

  it('drops the route of a deleted manifest', () => {
    const root = copyFixture('generator-project');
    generateProject({ root, env: {} });
    rmSync(join(root, 'screens/login.screen.yaml'));
    const again = generateProject({ root, env: {} });
    expect({ ...again.write, written: [...again.write!.written].sort() }).toMatchObject({
      written: ['loginScreen.gen.ts', 'routeTree.gen.ts'],
      removed: [],
    });
    expect(read(root, `${GENERATED_DIR}/routeTree.gen.ts`)).not.toContain('login');
    expect(read(root, `${GENERATED_DIR}/loginScreen.gen.ts`)).toContain('{ meta: undefined, Screen }');
  });

  it('removes generated modules nothing produces any more, and leaves other files alone', () => {
    // e.g. the per-screen modules an older generator wrote for screens that are gone
    const root = copyFixture('generator-project');
    writeFiles(root, {
      [`${GENERATED_DIR}/screens/login.gen.ts`]: '// old\n',
      [`${GENERATED_DIR}/screens/legacy.gen.tsx`]: '// old\n',
      [`${GENERATED_DIR}/README.md`]: 'notes\n',
    });
    const r = generateProject({ root, env: {} });
    expect([...r.write!.removed].sort()).toEqual(['screens/legacy.gen.tsx', 'screens/login.gen.ts']);
    expect(listFiles(join(root, GENERATED_DIR))).toEqual(['README.md', ...ALL]);
  });

  it('in check mode reports missing, stale and extra files and writes nothing', () => {
    const root = tempProject({
      [`${GENERATED_DIR}/same.gen.ts`]: 'same\n',
      [`${GENERATED_DIR}/changed.gen.ts`]: 'old\n',
      [`${GENERATED_DIR}/screens/extra.gen.ts`]: 'extra\n',
    });
    const files = new Map([
      ['same.gen.ts', 'same\n'],
      ['changed.gen.ts', 'new\n'],
      ['missing.gen.ts', 'missing\n'],
    ]);
    const r = writeGenerated(root, files, { check: true });
    expect(r.written).toEqual([]);
    expect(r.removed).toEqual([]);
    expect(r.unchanged).toBe(1);
    expect(printed(r.stale)).toMatchInlineSnapshot(`
      [
        "runtime/client/generated/changed.gen.ts:1:1 CON401 generated file is out of date; run \`npx console generate\`",
        "runtime/client/generated/missing.gen.ts:1:1 CON401 generated file is missing; run \`npx console generate\`",
        "runtime/client/generated/screens/extra.gen.ts:1:1 CON401 generated file is no longer produced by any manifest; run \`npx console generate\`",
      ]
    `);
    expect(read(root, `${GENERATED_DIR}/changed.gen.ts`)).toBe('old\n');
    expect(existsSync(join(root, GENERATED_DIR, 'missing.gen.ts'))).toBe(false);
    expect(existsSync(join(root, GENERATED_DIR, 'screens/extra.gen.ts'))).toBe(true);
  });
});
