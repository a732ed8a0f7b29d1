import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileProject } from '../../../cli/compile/index.ts';
import { read, removeTempProjects, run, tempProject, writeFiles } from '../support/project.ts';

afterAll(removeTempProjects);

const project = () => tempProject({ 'console.config.yaml': '' });

describe('console new screen', () => {
  it('scaffolds a manifest that validates clean', async () => {
    const root = project();
    const r = await run(root, 'new', 'screen', '/pubs/XX/YY/UI_FU_9999');
    expect(r.code).toBe(0);
    expect(r.out).toEqual(['screens/pubs/XX/YY/UI_FU_9999.screen.yaml']);
    expect(r.err).toMatchInlineSnapshot(`
      [
        "created screens/pubs/XX/YY/UI_FU_9999.screen.yaml for route /pubs/XX/YY/UI_FU_9999; edit it, then run \`npx console dev\`.",
      ]
    `);
    expect(read(root, 'screens/pubs/XX/YY/UI_FU_9999.screen.yaml')).toMatchInlineSnapshot(`
      "# yaml-language-server: $schema=../../../../screen.schema.json
      title: "UI_FU_9999"
      layout: default
      # auth: true        # true (default): login required; exists; false: public
      body:
        - type: text
          text: "UI_FU_9999: 이 화면의 내용을 여기에 적으세요."
        - type: placeholder
      "
    `);
    const p = compileProject({ root, env: {} });
    expect(p.diagnostics).toEqual([]);
    expect(p.screens.map((s) => s.path)).toEqual(['/pubs/XX/YY/UI_FU_9999']);
    expect((await run(root, 'validate')).code).toBe(0);
  });

  it('takes a title and a layout', async () => {
    const root = project();
    const r = await run(
      root,
      'new',
      'screen',
      'customer/notice',
      '--title',
      '공지사항 "목록"',
      '--layout',
      'side',
    );
    expect(r.code).toBe(0);
    expect(r.out).toEqual(['screens/customer/notice.screen.yaml']);
    const p = compileProject({ root, env: {} });
    expect(p.diagnostics).toEqual([]);
    expect(p.screens[0]?.manifest).toMatchObject({ title: '공지사항 "목록"', layout: 'side' });
  });

  it('puts `/` in screens/index.screen.yaml', async () => {
    const root = project();
    const r = await run(root, 'new', 'screen', '/');
    expect(r.code).toBe(0);
    expect(r.out).toEqual(['screens/index.screen.yaml']);
    const p = compileProject({ root, env: {} });
    expect(p.diagnostics).toEqual([]);
    expect(p.screens.map((s) => [s.path, s.manifest.title])).toEqual([['/', '새 화면']]);
    // the schema comment is relative to the manifest's own folder
    expect(read(root, 'screens/index.screen.yaml').split('\n')[0]).toBe(
      '# yaml-language-server: $schema=../screen.schema.json',
    );
  });

  it('refuses to overwrite an existing manifest', async () => {
    const root = project();
    writeFiles(root, { 'screens/docs.screen.yaml': 'title: 내가 고친 문서\n' });
    const r = await run(root, 'new', 'screen', '/docs');
    expect(r.code).toBe(1);
    expect(r.out).toEqual([]);
    expect(r.err).toMatchInlineSnapshot(`
      [
        "console new screen: screens/docs.screen.yaml already exists; not overwriting it.",
      ]
    `);
    expect(read(root, 'screens/docs.screen.yaml')).toBe('title: 내가 고친 문서\n');
  });

  it('refuses a route another file already defines', async () => {
    const root = project();
    writeFiles(root, { 'screens/docs/index.screen.yaml': 'title: 문서\n' });
    const r = await run(root, 'new', 'screen', '/docs');
    expect(r.code).toBe(1);
    expect(r.err).toMatchInlineSnapshot(`
      [
        "console new screen: route "/docs" is already defined by screens/docs/index.screen.yaml.",
      ]
    `);
    expect(existsSync(join(root, 'screens/docs.screen.yaml'))).toBe(false);
  });

  it('refuses a path that is not a relative URL and creates nothing', async () => {
    const root = project();
    for (const path of ['/a b', '/../etc/passwd', '//evil.example', '/a.b', 'https://x.example/a']) {
      const r = await run(root, 'new', 'screen', path);
      expect(r.code, path).toBe(1);
      expect(r.err, path).toEqual([
        `console new screen: "${path}" is not a relative URL (segments of letters, digits and @ - % _ ~).`,
      ]);
    }
    expect(existsSync(join(root, 'screens'))).toBe(false);
  });

  it('refuses an unknown layout, with did-you-mean', async () => {
    const root = project();
    const r = await run(root, 'new', 'screen', '/a', '--layout', 'sid');
    expect(r.code).toBe(1);
    expect(r.err).toMatchInlineSnapshot(`
      [
        "console new screen: unknown layout "sid" (did you mean "side"?); expected default, main, side, none.",
      ]
    `);
    expect(existsSync(join(root, 'screens'))).toBe(false);
  });

  it('refuses a malformed percent-escape with a message naming the path', async () => {
    const root = project();
    const r = await run(root, 'new', 'screen', '/100%zz');
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toContain('/100%zz');
    expect(existsSync(join(root, 'screens'))).toBe(false);
  });

  it('turns percent-escapes into the file name', async () => {
    const root = project();
    const r = await run(root, 'new', 'screen', '/a%20b');
    expect(r.out).toEqual(['screens/a b.screen.yaml']);
    expect(compileProject({ root, env: {} }).screens.map((s) => s.path)).toEqual(['/a%20b']);
  });

  it('never creates a manifest for a different route than the one asked for', async () => {
    const root = project();
    const r = await run(root, 'new', 'screen', '/a%2Fb');
    const routes = compileProject({ root, env: {} }).screens.map((s) => s.path);
    // a file name cannot hold `/`: the honest answers are to refuse, or to make exactly that route
    expect(routes).toEqual(r.code === 0 ? ['/a%2Fb'] : []);
  });
});
