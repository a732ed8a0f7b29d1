import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { consoleScreens } from '../../../cli/compile/index.ts';
import { copyFixture, read, removeTempProjects } from '../support/project.ts';

afterAll(removeTempProjects);

type Transform = (
  this: { error(message: string): never },
  code: string,
  id: string,
) => { code: string } | null;

/** Runs the plugin's transform as Vite would; `this.error` throws like Vite's does. */
function transform(root: string, rel: string, code = read(root, rel), query = ''): { code: string } | null {
  const hook = consoleScreens(root).transform as unknown as Transform;
  const ctx = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  return hook.call(ctx, code, `${join(root, rel)}${query}`);
}

describe('consoleScreens (Vite plugin)', () => {
  const root = copyFixture('generator-project');

  it('turns a manifest into its screen module', async () => {
    const out = transform(root, 'screens/index.screen.yaml');
    await expect(out?.code.split(root).join('<root>')).toMatchFileSnapshot(
      './__snapshots__/generator-project/index.screen.yaml.module.txt',
    );
  });

  it('ignores query strings on the module id', () => {
    const out = transform(root, 'screens/login.screen.yaml', undefined, '?import');
    expect(out?.code).toContain('"title":"로그인"');
  });

  it('under console dev, waits for a manifest an editor is still writing (read empty) instead of failing', async () => {
    const plugin = consoleScreens(root);
    (plugin.configResolved as unknown as (c: { command: string }) => void)({ command: 'serve' });
    const hook = plugin.transform as unknown as (
      this: { error(message: string): never },
      code: string,
      id: string,
    ) => Promise<{ code: string }> | { code: string } | null;
    const ctx = {
      error(message: string): never {
        throw new Error(message);
      },
    };
    const rel = 'screens/login.screen.yaml';
    const text = read(root, rel);
    // Emptied as a save in place begins; the text lands 60 ms later.
    writeFileSync(join(root, rel), '');
    setTimeout(() => writeFileSync(join(root, rel), text), 60);
    const out = await hook.call(ctx, '', join(root, rel));
    expect(out?.code).toContain('"title":"로그인"');
    // A manifest that stays empty is reported, as validate reports it.
    writeFileSync(join(root, rel), '');
    await expect(Promise.resolve().then(() => hook.call(ctx, '', join(root, rel)))).rejects.toThrow(/CON104/);
    writeFileSync(join(root, rel), text);
  });

  it('leaves other modules alone', () => {
    expect(transform(root, 'screens/tools/Custom.tsx')).toBeNull();
  });

  it('fails the build with the same diagnostics validate prints', () => {
    expect(() =>
      transform(root, 'screens/login.screen.yaml', 'title: 로그인\nlayout: sid\n'),
    ).toThrowErrorMatchingInlineSnapshot(
      `
      [Error: screens/login.screen.yaml:2:9 CON202 layout: "sid" is not allowed (did you mean "side"?); expected one of default, main, side, none
        at layout
        1 | title: 로그인
      > 2 | layout: sid
          |         ^^^]
    `,
    );
  });

  it('imports only the views of the block types used, nested ones and popups included', () => {
    const manifest = [
      'title: 예시',
      'body:',
      '  - type: tabs',
      '    items:',
      '      - label: 하나',
      '        body:',
      '          - { type: text, text: 안 }',
      '  - type: component',
      '    module: ./tools/Custom.tsx',
      'popups:',
      '  p:',
      '    title: 팝업',
      '    body:',
      '      - { type: notice, text: 알림 }',
    ].join('\n');
    const code = transform(root, 'screens/login.screen.yaml', manifest)?.code ?? '';
    const views = [...code.matchAll(/blocks\/(\w+)\.tsx/g)].map((m) => m[1]);
    expect(views).toEqual(['ComponentBlock', 'NoticeBlock', 'TabsBlock', 'TextBlock']);
    expect(code).toContain(`import C0 from "${root}/screens/tools/Custom.tsx";`);
    expect(code).toContain('components: { "./tools/Custom.tsx": C0 }');
  });

  it('imports only the field views its forms and searches use, popups and panels included', () => {
    const manifest = [
      'title: 예시',
      'body:',
      '  - type: tabs',
      '    items:',
      '      - label: 하나',
      '        body:',
      '          - type: form',
      '            fields: [{ name: a, label: 가 }, { name: b, label: 나, type: password }]',
      'popups:',
      '  p:',
      '    title: 팝업',
      '    body:',
      '      - type: search',
      '        fields: [{ name: d, label: 기간, type: dateRange }, { name: e, label: 이름 }]',
    ].join('\n');
    const code = transform(root, 'screens/login.screen.yaml', manifest)?.code ?? '';
    const fields = [...code.matchAll(/fields\/(\w+)\.tsx/g)].map((m) => m[1]);
    expect(fields).toEqual(['DateRangeInput', 'PasswordInput', 'TextInput']);
    expect(code).toContain('fields: { "dateRange": F0, "password": F1, "text": F2 }');
  });

  it('gives each example block the YAML of its body as written, comments included', () => {
    const manifest = [
      'title: 문서',
      'body:',
      '  - type: example',
      '    title: 버튼',
      '    body:',
      '      # 주 버튼',
      '      - type: button',
      '        label: 확인',
      '  - type: text',
      '    text: 끝',
    ].join('\n');
    const code = transform(root, 'screens/login.screen.yaml', manifest)?.code ?? '';
    expect(code).toContain(JSON.stringify('# 주 버튼\n- type: button\n  label: 확인'));
  });
});
