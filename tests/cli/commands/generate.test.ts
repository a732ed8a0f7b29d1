import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GENERATED_DIR } from '../../../cli/compile/index.ts';
import { copyFixture, read, removeTempProjects, run, tempProject, writeFiles } from '../support/project.ts';

afterAll(removeTempProjects);

describe('console generate', () => {
  it('generates the route tree and reports what it wrote', async () => {
    const root = copyFixture('generator-project');
    const r = await run(root, 'generate');
    expect(r.code).toBe(0);
    expect(r.out).toEqual([]);
    expect(r.err).toMatchInlineSnapshot(`
      [
        "generated 6 routes: 4 written, 0 removed, 0 unchanged.",
      ]
    `);
    expect((await run(root, 'generate')).err).toMatchInlineSnapshot(`
      [
        "generated 6 routes: 0 written, 0 removed, 4 unchanged.",
      ]
    `);
  });

  it('generates nothing from invalid input', async () => {
    const root = tempProject({ 'console.config.yaml': '', 'screens/a.screen.yaml': 'titel: 홈\n' });
    const r = await run(root, 'generate');
    expect(r.code).toBe(1);
    expect(r.out).toMatchInlineSnapshot(`
      [
        "screens/a.screen.yaml:1:1 CON201 unknown key "titel" (did you mean "title"?)
        at titel
      > 1 | titel: 홈
          | ^^^^^",
        "screens/a.screen.yaml:1:1 CON203 title: required field missing
        at title
      > 1 | titel: 홈
          | ^",
      ]
    `);
    expect(r.err).toMatchInlineSnapshot(`
      [
        "2 problem(s) found; nothing generated.",
      ]
    `);
    expect(existsSync(join(root, GENERATED_DIR))).toBe(false);
  });

  describe('--check', () => {
    it('passes right after generate, fails with CON401 after a title change, passes after regenerating', async () => {
      const root = copyFixture('generator-project');
      expect((await run(root, 'generate')).code).toBe(0);

      const fresh = await run(root, 'generate', '--check');
      expect(fresh).toMatchObject({ code: 0, out: [] });
      expect(fresh.err).toMatchInlineSnapshot(`
        [
          "ok: generated files are up to date (6 screens).",
        ]
      `);

      const manifest = 'screens/login.screen.yaml';
      writeFiles(root, { [manifest]: read(root, manifest).replace('title: 로그인', 'title: 로그인 (변경)') });
      const before = read(root, `${GENERATED_DIR}/routeTree.gen.ts`);
      const stale = await run(root, 'generate', '--check');
      expect(stale.code).toBe(1);
      expect(stale.out).toMatchInlineSnapshot(`
        [
          "runtime/client/generated/loginScreen.gen.ts:1:1 CON401 generated file is out of date; run \`npx console generate\`",
          "runtime/client/generated/routeTree.gen.ts:1:1 CON401 generated file is out of date; run \`npx console generate\`",
        ]
      `);
      expect(stale.err).toMatchInlineSnapshot(`
        [
          "2 generated file(s) are stale.",
        ]
      `);
      expect(read(root, `${GENERATED_DIR}/routeTree.gen.ts`)).toBe(before);

      expect((await run(root, 'generate')).code).toBe(0);
      expect((await run(root, 'generate', '--check')).code).toBe(0);
    });

    it('fails when nothing was generated yet', async () => {
      const root = tempProject({ 'console.config.yaml': '', 'screens/index.screen.yaml': 'title: 홈\n' });
      const r = await run(root, 'generate', '--check');
      expect(r.code).toBe(1);
      expect([...r.out].sort()).toMatchInlineSnapshot(`
        [
          "runtime/client/generated/bridge.gen.ts:1:1 CON401 generated file is missing; run \`npx console generate\`",
          "runtime/client/generated/config.gen.ts:1:1 CON401 generated file is missing; run \`npx console generate\`",
          "runtime/client/generated/loginScreen.gen.ts:1:1 CON401 generated file is missing; run \`npx console generate\`",
          "runtime/client/generated/routeTree.gen.ts:1:1 CON401 generated file is missing; run \`npx console generate\`",
        ]
      `);
      expect(existsSync(join(root, GENERATED_DIR))).toBe(false);
    });

    it('prints stale files sorted, in the order validate prints', async () => {
      const root = tempProject({ 'console.config.yaml': '', 'screens/index.screen.yaml': 'title: 홈\n' });
      const r = await run(root, 'generate', '--check');
      expect(r.out.length).toBeGreaterThan(1);
      expect(r.out).toEqual([...r.out].sort());
    });

    it('fails when a manifest was deleted since the last generate', async () => {
      const root = copyFixture('generator-project');
      await run(root, 'generate');
      rmSync(join(root, 'screens/login.screen.yaml'));
      const r = await run(root, 'generate', '--check');
      expect(r.code).toBe(1);
      expect(r.out).toMatchInlineSnapshot(`
        [
          "runtime/client/generated/loginScreen.gen.ts:1:1 CON401 generated file is out of date; run \`npx console generate\`",
          "runtime/client/generated/routeTree.gen.ts:1:1 CON401 generated file is out of date; run \`npx console generate\`",
        ]
      `);
    });

    it('fails when a generated file is no longer produced', async () => {
      const root = copyFixture('generator-project');
      await run(root, 'generate');
      writeFiles(root, { [`${GENERATED_DIR}/screens/login.gen.ts`]: '// from an older generator\n' });
      const r = await run(root, 'generate', '--check');
      expect(r.code).toBe(1);
      expect(r.out).toMatchInlineSnapshot(`
        [
          "runtime/client/generated/screens/login.gen.ts:1:1 CON401 generated file is no longer produced by any manifest; run \`npx console generate\`",
        ]
      `);
      expect(existsSync(join(root, GENERATED_DIR, 'screens/login.gen.ts'))).toBe(true);
    });

    it('fails when the config changed, profile included', async () => {
      const root = copyFixture('generator-project');
      await run(root, 'generate');
      expect((await run(root, 'generate', '--check', '--profile', 'qa')).out).toMatchInlineSnapshot(`
        [
          "runtime/client/generated/config.gen.ts:1:1 CON401 generated file is out of date; run \`npx console generate\`",
        ]
      `);
    });
  });
});
