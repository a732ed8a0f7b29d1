import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { consoleScreens } from '../../../cli/compile/viteScreenPlugin.ts';
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

  it('leaves other modules alone', () => {
    expect(transform(root, 'screens/tools/Custom.tsx')).toBeNull();
  });

  it('fails the build with the same diagnostics validate prints', () => {
    expect(() =>
      transform(root, 'screens/login.screen.yaml', 'title: 로그인\nlayout: sid\n'),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: screens/login.screen.yaml:2:9 CON202 layout: "sid" is not allowed (did you mean "side"?); expected one of default, main, side, none]`,
    );
  });
});
