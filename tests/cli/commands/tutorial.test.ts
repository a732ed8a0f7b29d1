import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTempProjects, tempProject } from '../support/project.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BIN = join(ROOT, 'cli', 'bin.mjs');
const guide = readFileSync(join(ROOT, 'docs/getting-started.md'), 'utf8');
const tutorial = guide.slice(
  guide.indexOf('## Tutorial 1: a menu search screen'),
  guide.indexOf('## Tutorial 2: a screen over your own API'),
);

afterAll(removeTempProjects);

/** Runs a tutorial's command line in bash, `npx console` being this repository's CLI on `project`. */
function shell(project: string, line: string) {
  const script = `npx() { shift; node ${JSON.stringify(BIN)} "$@"; }\n${line}`;
  return spawnSync('bash', ['-c', script], {
    cwd: project,
    env: { ...process.env, CONSOLE_ROOT: project },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('Tutorial 1 of docs/getting-started.md, as written', () => {
  it('scaffolds the screen, takes the manifest shown, validates it, and reports the typo it shows', () => {
    const project = tempProject();
    copyFileSync(join(ROOT, 'console.config.yaml'), join(project, 'console.config.yaml'));

    const step1 = /`(npx console new screen [^`]+)`/.exec(tutorial)?.[1];
    expect(step1).toContain("--title '메뉴 조회'");
    const scaffold = shell(project, step1 ?? '');
    expect(scaffold.status).toBe(0);
    const file = join(project, 'screens/pubs/XX/YY/UI_FU_9999.screen.yaml');
    expect(readFileSync(file, 'utf8')).toMatch(
      /^# yaml-language-server: \$schema=\.\.\/\.\.\/\.\.\/\.\.\/screen\.schema\.json\ntitle: "메뉴 조회"\nlayout: side\n/,
    );

    const block = /```yaml\n([\s\S]*?)```/.exec(tutorial)?.[1] ?? '';
    const manifest = block.replace(/^ {3}/gm, '');
    expect(manifest).toContain('source: { api: menu.list }');
    writeFileSync(file, manifest);
    const valid = shell(project, 'npx console validate');
    expect(valid.status).toBe(0);
    expect(`${valid.stdout}${valid.stderr}`).toContain('1 screens are valid');

    writeFileSync(file, manifest.replace('api: menu.list', 'api: menu.lst'));
    const typo = shell(project, 'npx console validate');
    expect(typo.status).toBe(1);
    // The mistake and its position exactly as step 4 of the tutorial shows them.
    const shown = /`(screens\/pubs\/XX\/YY\/UI_FU_9999\.screen\.yaml:\d+:\d+ CON310 [^;]+);/.exec(
      tutorial,
    )?.[1];
    expect(shown).toBeDefined();
    expect(`${typo.stdout}${typo.stderr}`).toContain(shown);
  }, 120_000);
});
