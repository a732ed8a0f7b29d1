import { afterAll, describe, expect, it } from 'vitest';
import { compileProject } from '../../../cli/compile/index.ts';
import { BLOCK_TYPES } from '../../../schemas/blocks/index.ts';
import { removeTempProjects, run, tempProject } from '../support/project.ts';

afterAll(removeTempProjects);

describe('console validate', () => {
  it('prints every problem of every file at once, sorted by file, line and column, and exits 1', async () => {
    const root = tempProject({
      'console.config.yaml': 'app:\n  titel: 콘솔\nlogging:\n  level: verbose\n',
      'screens/index.screen.yaml':
        'title: 홈\nbody:\n  - type: links\n    items:\n      - { label: 문서, to: /doc }\n  - type: headin\n    text: 소개\n',
      'screens/docs/index.screen.yaml': 'title: 문서\nlayout: sid\n',
      'screens/docs.screen.yaml': 'title: 문서\n',
      'screens/b.screen.yaml': 'layout: main\nroles: admin\nextra: 1\n',
      'screens/a.screen.yaml': 'title: 가\nbody: ]\n',
      'screens/c/d.screen.yaml': 'title: 잘못된 경로\npath: /c/e\n',
    });
    const r = await run(root, 'validate');
    expect(r.code).toBe(1);
    // The block vocabulary grows; the list in the message is every block type.
    const out = r.out.map((l) => l.replace(BLOCK_TYPES.join(', '), '<BLOCK_TYPES>'));
    expect(out).toMatchInlineSnapshot(`
      [
        "console.config.yaml:2:3 CON201 unknown key "titel" in app (did you mean "title"?)
        at app.titel
        1 | app:
      > 2 |   titel: 콘솔
          |   ^^^^^
        3 | logging:
        4 |   level: verbose",
        "console.config.yaml:4:10 CON202 logging.level: "verbose" is not allowed; expected one of fatal, error, warn, log, info, success, debug, trace
        at logging.level
        2 |   titel: 콘솔
        3 | logging:
      > 4 |   level: verbose
          |          ^^^^^^^",
        "screens/a.screen.yaml:2:7 CON101 YAML syntax error: Unexpected flow-seq-end token in YAML stream: "]"
        1 | title: 가
      > 2 | body: ]
          |       ^",
        "screens/b.screen.yaml:1:1 CON203 title: required field missing
        at title
      > 1 | layout: main
          | ^
        2 | roles: admin
        3 | extra: 1",
        "screens/b.screen.yaml:2:8 CON204 roles: expected array, got "admin"
        at roles
        1 | layout: main
      > 2 | roles: admin
          |        ^^^^^
        3 | extra: 1",
        "screens/b.screen.yaml:3:1 CON201 unknown key "extra"
        at extra
        1 | layout: main
        2 | roles: admin
      > 3 | extra: 1
          | ^^^^^",
        "screens/c/d.screen.yaml:2:7 CON302 path "/c/e" does not match the file location, which gives "/c/d"; move the file or remove \`path\`
        at path
        1 | title: 잘못된 경로
      > 2 | path: /c/e
          |       ^^^^",
        "screens/docs.screen.yaml:1:1 CON301 route "/docs" is defined twice: here and in screens/docs/index.screen.yaml",
        "screens/docs/index.screen.yaml:1:1 CON301 route "/docs" is defined twice: here and in screens/docs.screen.yaml",
        "screens/docs/index.screen.yaml:2:9 CON202 layout: "sid" is not allowed (did you mean "side"?); expected one of default, main, side, none
        at layout
        1 | title: 문서
      > 2 | layout: sid
          |         ^^^",
        "screens/index.screen.yaml:5:26 CON305 link to "/doc", which no screen defines (did you mean "/docs"?)
        at body[0].items[0].to
        3 |   - type: links
        4 |     items:
      > 5 |       - { label: 문서, to: /doc }
          |                            ^^^^
        6 |   - type: headin
        7 |     text: 소개",
        "screens/index.screen.yaml:6:11 CON206 body[1].type: unknown block type "headin" (did you mean "heading"?); expected one of <BLOCK_TYPES>
        at body[1].type
        4 |     items:
        5 |       - { label: 문서, to: /doc }
      > 6 |   - type: headin
          |           ^^^^^^
        7 |     text: 소개",
      ]
    `);
    expect(r.err).toEqual([`${r.out.length} problem(s) found.`]);
  });

  it('reports structural and reference problems of the config and every screen in one run', async () => {
    const root = tempProject({
      // structural: api.timeout; management.codeGroups is valid and still used for CON309
      'console.config.yaml': 'api:\n  timeout: fast\nmanagement:\n  codeGroups: [GENDER]\n',
      // structural: a layout that does not exist
      'screens/a.screen.yaml': 'title: 가\nlayout: sid\n',
      // references: a code group the config does not list, a link to a route no screen defines
      'screens/b.screen.yaml': [
        'title: 나',
        'body:',
        '  - type: form',
        '    fields:',
        '      - { name: gender, label: 성별, type: select, codeGroup: GENDR }',
        '  - { type: link, label: 가, to: /c }',
        '',
      ].join('\n'),
    });
    const r = await run(root, 'validate');
    expect(r.code).toBe(1);
    expect(r.out).toMatchInlineSnapshot(`
      [
        "console.config.yaml:2:12 CON204 api.timeout: expected number, got "fast"
        at api.timeout
        1 | api:
      > 2 |   timeout: fast
          |            ^^^^
        3 | management:
        4 |   codeGroups: [GENDER]",
        "screens/a.screen.yaml:2:9 CON202 layout: "sid" is not allowed (did you mean "side"?); expected one of default, main, side, none
        at layout
        1 | title: 가
      > 2 | layout: sid
          |         ^^^",
        "screens/b.screen.yaml:5:61 CON309 unknown code group "GENDR" (did you mean "GENDER"?); add it to management.codeGroups in console.config.yaml or use one of GENDER
        at body[0].fields[0].codeGroup
        3 |   - type: form
        4 |     fields:
      > 5 |       - { name: gender, label: 성별, type: select, codeGroup: GENDR }
          |                                                               ^^^^^
        6 |   - { type: link, label: 가, to: /c }",
        "screens/b.screen.yaml:6:33 CON305 link to "/c", which no screen defines (did you mean "/a"?)
        at body[1].to
        4 |     fields:
        5 |       - { name: gender, label: 성별, type: select, codeGroup: GENDR }
      > 6 |   - { type: link, label: 가, to: /c }
          |                                  ^^",
      ]
    `);
    expect(r.err).toEqual(['4 problem(s) found.']);
  });

  it('prints nothing on stdout and exits 0 for a valid project', async () => {
    const root = tempProject({
      'console.config.yaml': 'app:\n  title: 콘솔\n',
      'screens/index.screen.yaml':
        'title: 홈\nbody:\n  - type: links\n    items:\n      - { label: 문서, to: /docs }\n',
      'screens/docs.screen.yaml': 'title: 문서\n',
    });
    const r = await run(root, 'validate');
    expect(r).toMatchInlineSnapshot(`
      {
        "code": 0,
        "err": [
          "ok: console.config.yaml (profile local) and 2 screens are valid.",
        ],
        "out": [],
      }
    `);
  });

  it('validates against the profile overlay chosen with --profile', async () => {
    const root = tempProject({
      'console.config.yaml': '',
      'console.config.qa.yaml': 'api:\n  timeout: -1\n',
    });
    expect((await run(root, 'validate')).code).toBe(0);
    const r = await run(root, 'validate', '--profile', 'qa');
    expect(r.code).toBe(1);
    expect(r.out).toMatchInlineSnapshot(`
      [
        "console.config.qa.yaml:2:12 CON204 api.timeout: too small: number must be at least 0
        at api.timeout
        1 | api:
      > 2 |   timeout: -1
          |            ^^",
      ]
    `);
    expect((await run(root, 'validate', '--profile', 'qaa')).out).toMatchInlineSnapshot(`
      [
        "console.config.yaml:1:1 CON103 unknown profile "qaa" (did you mean "qa"?); expected one of local, dev, qa, staging, production",
      ]
    `);
  });

  it('finds no problem in the example console of this repository', async () => {
    const root = process.cwd();
    const project = compileProject({ root, env: {} });
    expect(project.diagnostics).toEqual([]);
    expect(project.config).toBeDefined();
    expect(project.screens.length).toBeGreaterThan(0);
    const r = await run(root, 'validate');
    expect(r.out).toEqual([]);
    expect(r.code).toBe(0);
  });
});
