import { afterAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../cli/compile/index.ts';
import { compileProject, listScreenFiles, loadScreen, loadScreens } from '../../../cli/compile/index.ts';
import { BLOCK_TYPES } from '../../../schemas/blocks/index.ts';
import { printed, removeTempProjects, tempProject } from '../support/project.ts';

afterAll(removeTempProjects);

/** A project with an empty config plus `screens` (paths relative to screens/): its printed diagnostics. */
function diagnose(screens: Record<string, string>, extra: Record<string, string> = {}): string[] {
  const files: Record<string, string> = { 'console.config.yaml': '', ...extra };
  for (const [rel, text] of Object.entries(screens)) files[`screens/${rel}`] = text;
  // The block vocabulary grows; messages list every block type, shown here as <BLOCK_TYPES>.
  return printed(compileProject({ root: tempProject(files), env: {} }).diagnostics).map((l) =>
    l.replace(BLOCK_TYPES.join(', '), '<BLOCK_TYPES>'),
  );
}

const HOME = 'title: 홈\nbody:\n  - type: text\n    text: 환영합니다.\n';

describe('loadScreens', () => {
  it('derives route path and id from the file location', () => {
    const root = tempProject({
      'screens/index.screen.yaml': HOME,
      'screens/docs/index.screen.yaml': 'title: 문서\n',
      'screens/pubs/MS/LG/UI_FU_0001.screen.yaml': 'title: 로그인\n',
      'screens/index copy.screen.yaml': 'title: 사본\n',
      'screens/notes.txt': 'not a manifest',
    });
    const r = loadScreens(root);
    expect(r.diagnostics).toEqual([]);
    expect(r.screens.map((s) => [s.file, s.path, s.id])).toEqual([
      ['screens/docs/index.screen.yaml', '/docs', 'docs'],
      ['screens/index copy.screen.yaml', '/index%20copy', 'index_20copy'],
      ['screens/index.screen.yaml', '/', 'index'],
      ['screens/pubs/MS/LG/UI_FU_0001.screen.yaml', '/pubs/MS/LG/UI_FU_0001', 'pubs_MS_LG_UI_FU_0001'],
    ]);
  });

  it('finds no screens (and no problems) when there is no screens folder', () => {
    const root = tempProject({ 'console.config.yaml': '' });
    expect(listScreenFiles(root)).toEqual([]);
    expect(loadScreens(root)).toEqual({ screens: [], diagnostics: [] });
  });

  it('accepts a `path` equal to the derived route, with or without a trailing slash', () => {
    expect(
      diagnose({
        'docs/index.screen.yaml': 'path: /docs/\ntitle: 문서\n',
        'a/b.screen.yaml': 'path: /a/b\ntitle: b\n',
        'index.screen.yaml': 'path: /\ntitle: 홈\n',
      }),
    ).toEqual([]);
  });

  it('resolves a custom component relative to the manifest', () => {
    const root = tempProject({
      'screens/tools/custom.screen.yaml': 'title: 도구\ncomponent: ./Custom.tsx\n',
      'screens/tools/Custom.tsx': 'export default function Custom() {\n  return null;\n}\n',
    });
    const r = loadScreens(root);
    expect(r.diagnostics).toEqual([]);
    expect(r.screens[0]?.componentFile).toBe('screens/tools/Custom.tsx');
  });

  describe('diagnostics', () => {
    it('CON101: YAML syntax error at the offending token', () => {
      expect(diagnose({ 'a.screen.yaml': 'title: 가\nbody: ]\n' })).toMatchInlineSnapshot(`
        [
          "screens/a.screen.yaml:2:7 CON101 YAML syntax error: Unexpected flow-seq-end token in YAML stream: "]"",
        ]
      `);
      expect(diagnose({ 'b.screen.yaml': 'title: 나\n\tlayout: main\n' })).toMatchInlineSnapshot(`
        [
          "screens/b.screen.yaml:2:1 CON101 YAML syntax error: Tabs are not allowed as indentation",
        ]
      `);
    });

    it('CON101: an unclosed quote points at the opening quote, not past the end of the file', () => {
      const d: Diagnostic[] = [];
      loadScreen('/nonexistent', 'a.screen.yaml', 'title: "홈\nlayout: main\n', d);
      expect(d.map(({ line, col, code }) => ({ line, col, code }))).toEqual([
        { line: 1, col: 8, code: 'CON101' },
      ]);
    });

    it('CON101: an alias to an anchor that does not exist is reported, not thrown', () => {
      const d: Diagnostic[] = [];
      expect(() => loadScreen('/nonexistent', 'a.screen.yaml', 'title: *name\n', d)).not.toThrow();
      expect(d.map(({ file, line, col, code }) => ({ file, line, col, code }))).toEqual([
        { file: 'screens/a.screen.yaml', line: 1, col: 8, code: 'CON101' },
      ]);
    });

    it('CON101: an alias bomb is reported, not thrown', () => {
      const bomb = [
        'a: &a [x, x, x, x, x, x, x, x, x, x]',
        'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]',
        'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]',
        'd: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]',
        'title: 폭탄',
        '',
      ].join('\n');
      const d: Diagnostic[] = [];
      expect(() => loadScreen('/nonexistent', 'a.screen.yaml', bomb, d)).not.toThrow();
      expect(d.map((x) => x.code)).toContain('CON101');
    });

    it('judges a value the same way whether or not the file has other problems', () => {
      // validate must not accept something it reports as wrong once an unrelated typo is added
      const cases = [
        [
          'binary integer as heading level',
          'title: 홈\nbody:\n  - type: heading\n    text: 소개\n    level: 0b10\n',
        ],
        [
          'integer with underscore as heading level',
          'title: 홈\nbody:\n  - type: heading\n    text: 소개\n    level: 0_2\n',
        ],
        ['quoted title continued at column 1', 'title: "홈\n화면"\n'],
      ] as const;
      const verdicts = cases.map(([what, text]) => {
        const alone: Diagnostic[] = [];
        const loaded = loadScreen('/nonexistent', 'a.screen.yaml', text, alone) !== undefined;
        const withTypo: Diagnostic[] = [];
        loadScreen('/nonexistent', 'a.screen.yaml', `${text}extra: 1\n`, withTypo);
        const others = withTypo
          .filter((d) => !d.message.includes('"extra"'))
          .map((d) => `${d.line}:${d.col} ${d.code}`);
        return { what, loaded, reportedWithTypo: others };
      });
      expect(verdicts).toEqual(
        verdicts.map((v) => ({ ...v, reportedWithTypo: v.loaded ? [] : v.reportedWithTypo })),
      );
    });

    it('CON104: a manifest that is not a mapping', () => {
      expect(
        diagnose({ 'list.screen.yaml': '- title: 홈\n', 'empty.screen.yaml': '' }),
      ).toMatchInlineSnapshot(`
        [
          "screens/empty.screen.yaml:1:1 CON104 a screen manifest must be a YAML mapping with at least a title",
          "screens/list.screen.yaml:1:1 CON104 a screen manifest must be a YAML mapping with at least a title",
        ]
      `);
    });

    it('CON201: unknown key, with did-you-mean, at the key', () => {
      expect(diagnose({ 'a.screen.yaml': 'titel: 홈\nlayout: main\n' })).toMatchInlineSnapshot(`
        [
          "screens/a.screen.yaml:1:1 CON201 unknown key "titel" (did you mean "title"?)",
          "screens/a.screen.yaml:1:1 CON203 title: required field missing",
        ]
      `);
      expect(
        diagnose({ 'b.screen.yaml': 'title: 홈\nbody:\n  - type: heading\n    text: 소개\n    levle: 2\n' }),
      ).toMatchInlineSnapshot(`
        [
          "screens/b.screen.yaml:5:5 CON201 unknown key "levle" in body[0] (did you mean "level"?)",
        ]
      `);
    });

    it('CON202: value not allowed, with did-you-mean, at the value', () => {
      expect(diagnose({ 'a.screen.yaml': 'title: 홈\nlayout: sid\n' })).toMatchInlineSnapshot(`
        [
          "screens/a.screen.yaml:2:9 CON202 layout: "sid" is not allowed (did you mean "side"?); expected one of default, main, side, none",
        ]
      `);
    });

    it('CON203: required field missing', () => {
      expect(diagnose({ 'a.screen.yaml': 'layout: main\nbody: []\n' })).toMatchInlineSnapshot(`
        [
          "screens/a.screen.yaml:1:1 CON203 title: required field missing",
        ]
      `);
      expect(
        diagnose({
          'b.screen.yaml':
            'title: 홈\nbody:\n  - text: 소개\n  - type: links\n    items:\n      - label: 문서\n',
        }),
      ).toMatchInlineSnapshot(`
        [
          "screens/b.screen.yaml:3:5 CON203 body[0].type: required field missing (one of <BLOCK_TYPES>)",
          "screens/b.screen.yaml:6:9 CON203 body[1].items[0].to: required field missing",
        ]
      `);
    });

    it('CON204: wrong type or shape', () => {
      expect(
        diagnose({
          'a.screen.yaml':
            'title: 홈\nauth: yes\nroles: admin\nname: 9lives\nbody:\n  - type: heading\n    text: ""\n',
        }),
      ).toMatchInlineSnapshot(`
        [
          "screens/a.screen.yaml:2:7 CON204 auth: "yes" is not valid here",
          "screens/a.screen.yaml:3:8 CON204 roles: expected array, got "admin"",
          "screens/a.screen.yaml:4:7 CON204 name: Invalid string: must match pattern /^[A-Za-z][A-Za-z0-9_-]*$/",
          "screens/a.screen.yaml:7:11 CON204 body[0].text: must not be empty",
        ]
      `);
    });

    it('CON204: a checkTree takes its nodes from the record or written in the manifest, not both or neither', () => {
      const form = (tree: string) =>
        `title: 홈\nbody:\n  - type: form\n    fields:\n      - name: grants\n        label: 권한\n        type: checkTree\n        tree: ${tree}\n`;
      expect(
        diagnose({
          'a.screen.yaml': form('{ from: menus, nodes: [{ id: a, label: 가 }] }'),
          'b.screen.yaml': form('{ checkLabels: { SAVE: 저장 } }'),
          'c.screen.yaml': form('{ nodes: [{ id: "a:b", label: 가, checks: [SAVE] }] }'),
          'd.screen.yaml': form(
            '{ nodes: [{ id: a, label: 가, depth: 1 }, { id: b, label: 나, depth: 2, checks: [SAVE] }] }',
          ),
        }).map((line) => line.replace(/:\d+:\d+ /, ' ')),
      ).toEqual([
        'screens/a.screen.yaml CON204 body[0].fields[0].tree.nodes: either from (a key of the record) or nodes (a fixed tree), not both and not neither',
        'screens/b.screen.yaml CON204 body[0].fields[0].tree: either from (a key of the record) or nodes (a fixed tree), not both and not neither',
        'screens/c.screen.yaml CON204 body[0].fields[0].tree.nodes[0].id: a node id has no colon',
      ]);
    });

    it('CON205: component and body both given', () => {
      expect(
        diagnose(
          { 'a.screen.yaml': 'title: 홈\ncomponent: ./A.tsx\nbody:\n  - type: text\n    text: 본문\n' },
          { 'screens/A.tsx': 'export default function A() {\n  return null;\n}\n' },
        ),
      ).toMatchInlineSnapshot(`
        [
          "screens/a.screen.yaml:4:3 CON205 a screen with \`component\` renders that component; remove \`body\` or \`component\`",
        ]
      `);
    });

    it('CON206: unknown block type, with did-you-mean', () => {
      expect(
        diagnose({ 'a.screen.yaml': 'title: 홈\nbody:\n  - type: headin\n    text: 소개\n' }),
      ).toMatchInlineSnapshot(`
        [
          "screens/a.screen.yaml:3:11 CON206 body[0].type: unknown block type "headin" (did you mean "heading"?); expected one of <BLOCK_TYPES>",
        ]
      `);
    });

    it('CON301: the same route from docs.screen.yaml and docs/index.screen.yaml, both files named', () => {
      expect(
        diagnose({ 'docs.screen.yaml': 'title: 문서\n', 'docs/index.screen.yaml': 'title: 문서 목록\n' }),
      ).toMatchInlineSnapshot(`
        [
          "screens/docs.screen.yaml:1:1 CON301 route "/docs" is defined twice: here and in screens/docs/index.screen.yaml",
          "screens/docs/index.screen.yaml:1:1 CON301 route "/docs" is defined twice: here and in screens/docs.screen.yaml",
        ]
      `);
    });

    it('a file named just `.screen.yaml` does not silently add a second route for its folder', () => {
      // `docs/.screen.yaml` derives `/docs/`, which the router serves as `/docs`, like docs/index.screen.yaml.
      const lines = diagnose({
        'docs/.screen.yaml': 'title: 문서\n',
        'docs/index.screen.yaml': 'title: 문서 목록\n',
      });
      expect(lines.some((l) => l.startsWith('screens/docs/.screen.yaml:1:1 CON30'))).toBe(true);
    });

    it('CON302: path does not match the file location, at the value', () => {
      expect(diagnose({ 'docs/a.screen.yaml': 'title: A\npath: /docs/b\n' })).toMatchInlineSnapshot(`
        [
          "screens/docs/a.screen.yaml:2:7 CON302 path "/docs/b" does not match the file location, which gives "/docs/a"; move the file or remove \`path\`",
        ]
      `);
    });

    it('CON303: component file not found, at the value', () => {
      expect(
        diagnose({ 'tools/x.screen.yaml': 'title: 도구\ncomponent: ./Missing.tsx\n' }),
      ).toMatchInlineSnapshot(`
        [
          "screens/tools/x.screen.yaml:2:12 CON303 component "./Missing.tsx" not found (looked for screens/tools/Missing.tsx)",
        ]
      `);
      // outside screens/ is fine, outside the project is not
      expect(
        diagnose({ 'y.screen.yaml': 'title: 밖\ncomponent: ../shared/Y.tsx\n' }, { 'shared/Y.tsx': '' }),
      ).toEqual([]);
      expect(diagnose({ 'z.screen.yaml': 'title: 밖\ncomponent: ../../Z.tsx\n' })).toMatchInlineSnapshot(`
        [
          "screens/z.screen.yaml:2:12 CON303 component "../../Z.tsx" is outside the project; keep custom screens under screens/",
        ]
      `);
    });

    it('CON304: a file name outside the relative-URL rule', () => {
      expect(
        diagnose({ 'v1.2.screen.yaml': 'title: 버전\n', 'drafts/(old).screen.yaml': 'title: 초안\n' }),
      ).toMatchInlineSnapshot(`
        [
          "screens/drafts/(old).screen.yaml:1:1 CON304 the file location gives route "/drafts/(old)", which is not a relative URL (letters, digits and @ - % _ ~ per segment); rename the file",
          "screens/v1.2.screen.yaml:1:1 CON304 the file location gives route "/v1.2", which is not a relative URL (letters, digits and @ - % _ ~ per segment); rename the file",
        ]
      `);
    });

    it('percent-encodes other characters of a file name instead of refusing them', () => {
      // the example console relies on this for `index copy.screen.yaml`
      const root = tempProject({ 'screens/index copy.screen.yaml': 'title: 사본\n' });
      expect(loadScreens(root).screens.map((s) => s.path)).toEqual(['/index%20copy']);
    });

    it('CON305: a link to an unknown route, with did-you-mean, at the value', () => {
      expect(
        diagnose({
          'index.screen.yaml':
            'title: 홈\nbody:\n  - type: links\n    items:\n      - { label: 문서, to: /doc }\n      - label: 없음\n        to: /nowhere/at/all\n      - { label: 홈, to: / }\n',
          'docs/index.screen.yaml': 'title: 문서\n',
        }),
      ).toMatchInlineSnapshot(`
        [
          "screens/index.screen.yaml:5:26 CON305 link to "/doc", which no screen defines (did you mean "/docs"?)",
          "screens/index.screen.yaml:7:13 CON305 link to "/nowhere/at/all", which no screen defines",
        ]
      `);
    });
  });
});
