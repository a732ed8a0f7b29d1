import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildState, inputHash } from '../../../cli/commands/index.ts';
import { compileProject } from '../../../cli/compile/index.ts';
import { toClientConfig } from '../../../schemas/index.ts';
import { removeTempProjects, tempProject, writeFiles } from '../support/project.ts';

afterAll(removeTempProjects);

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SCREEN = 'screens/docs/bridge.screen.yaml';

/** What `console start` compares a build with: the inputs of this project now. */
function inputsOf(root: string, profile?: string) {
  const compiled = compileProject({ root, profile });
  if (!compiled.config) throw new Error(JSON.stringify(compiled.diagnostics));
  return {
    configFiles: compiled.configFiles,
    clientConfig: toClientConfig(compiled.config),
    profile: compiled.profile,
  };
}

/** A build-meta.json as `console build` writes it for these inputs. */
function markBuilt(root: string, inputs: ReturnType<typeof inputsOf>) {
  mkdirSync(join(root, 'dist/client'), { recursive: true });
  writeFileSync(
    join(root, 'dist/client/build-meta.json'),
    JSON.stringify({
      buildId: 'b1',
      inputHash: inputHash(root, inputs.configFiles, inputs.clientConfig),
      profile: inputs.profile,
      routes: [],
      screens: [],
    }),
  );
}

describe('buildState (console start builds first unless the build is current)', () => {
  it('missing without a build; current once built; changed after a manifest edit or for another profile', () => {
    const root = tempProject({
      'console.config.yaml': readFileSync(join(ROOT, 'console.config.yaml'), 'utf8'),
      'console.config.qa.yaml': readFileSync(join(ROOT, 'console.config.qa.yaml'), 'utf8'),
      [SCREEN]: readFileSync(join(ROOT, SCREEN), 'utf8'),
    });
    const inputs = inputsOf(root);
    expect(buildState(root, 'dist/client', inputs)).toBe('missing');

    markBuilt(root, inputs);
    expect(buildState(root, 'dist/client', inputs)).toBe('current');
    // Another folder holds no build.
    expect(buildState(root, 'dist/client-qa', inputs)).toBe('missing');
    // The qa profile's build is another one (its config differs, and so does its profile).
    expect(buildState(root, 'dist/client', inputsOf(root, 'qa'))).toBe('changed');

    writeFiles(root, {
      [SCREEN]: readFileSync(join(ROOT, SCREEN), 'utf8').replace(/^title: .*$/m, 'title: 바뀐 제목'),
    });
    expect(buildState(root, 'dist/client', inputsOf(root))).toBe('changed');
  });
});
