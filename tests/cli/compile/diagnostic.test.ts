import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  compileProject,
  DIAGNOSTIC_CODES,
  type Diagnostic,
  formatDataPath,
  formatDiagnostic,
  sortDiagnostics,
} from '../../../cli/compile/index.ts';
import { removeTempProjects, tempProject } from '../support/project.ts';

afterAll(removeTempProjects);

const d = (file: string, line: number, col: number, code: Diagnostic['code'], message = 'm'): Diagnostic => ({
  file,
  line,
  col,
  code,
  message,
});

describe('formatDiagnostic', () => {
  it('prints file:line:col CODE message', () => {
    expect(formatDiagnostic(d('screens/a.screen.yaml', 3, 7, 'CON202', 'layout: "sid" is not allowed'))).toBe(
      'screens/a.screen.yaml:3:7 CON202 layout: "sid" is not allowed',
    );
  });
});

describe('formatDiagnostic with a data path and a source', () => {
  it('prints the data path and a code frame under the first line', () => {
    const text = 'title: 가\nlayout: sid\nbody: []\n';
    const start = text.indexOf('sid');
    const d: Diagnostic = {
      file: 'screens/a.screen.yaml',
      line: 2,
      col: 9,
      code: 'CON202',
      message: 'layout: "sid" is not allowed',
      path: ['layout'],
      source: { text, start, end: start + 3 },
    };
    expect(formatDiagnostic(d)).toMatchInlineSnapshot(`
      "screens/a.screen.yaml:2:9 CON202 layout: "sid" is not allowed
        at layout
        1 | title: 가
      > 2 | layout: sid
          |         ^^^
        3 | body: []"
    `);
  });

  it('gives the data path of a nested field: keys with dots, list indices in brackets', async () => {
    const root = tempProject({
      'console.config.yaml': '',
      'screens/a.screen.yaml': [
        'title: 가',
        'body:',
        '  - type: text',
        '    text: 소개',
        '  - type: tabs',
        '    items:',
        '      - label: 탭',
        '        body:',
        '          - type: form',
        '            fields:',
        '              - { name: a, label: A }',
        '              - { name: b, label: B, validators: [requird] }',
        '',
      ].join('\n'),
    });
    const [d, ...rest] = compileProject({ root, env: {} }).diagnostics;
    expect(rest).toEqual([]);
    expect(d?.path && formatDataPath(d.path)).toBe('body[1].items[0].body[0].fields[1].validators[0]');
    expect(formatDiagnostic(d!).split('\n').slice(0, 2)).toEqual([
      expect.stringMatching(/^screens\/a\.screen\.yaml:12:51 CON306 unknown validator "requird"/),
      '  at body[1].items[0].body[0].fields[1].validators[0]',
    ]);
  });

  it('formats a path starting with an index, and the empty path', () => {
    expect(formatDataPath([0, 'a', 'b', 1, 2])).toBe('[0].a.b[1][2]');
    expect(formatDataPath([])).toBe('');
  });
});

describe('sortDiagnostics', () => {
  it('orders by file, then line, column, code and message, without touching its input', () => {
    const input = [
      d('screens/b.yaml', 1, 1, 'CON203'),
      d('screens/a.yaml', 10, 1, 'CON201'),
      d('screens/a.yaml', 2, 5, 'CON204', 'b'),
      d('screens/a.yaml', 2, 5, 'CON204', 'a'),
      d('screens/a.yaml', 2, 5, 'CON201'),
      d('console.config.yaml', 9, 9, 'CON202'),
    ];
    const copy = [...input];
    expect(sortDiagnostics(input).map(formatDiagnostic)).toEqual([
      'console.config.yaml:9:9 CON202 m',
      'screens/a.yaml:2:5 CON201 m',
      'screens/a.yaml:2:5 CON204 a',
      'screens/a.yaml:2:5 CON204 b',
      'screens/a.yaml:10:1 CON201 m',
      'screens/b.yaml:1:1 CON203 m',
    ]);
    expect(input).toEqual(copy);
  });
});

describe('DIAGNOSTIC_CODES', () => {
  it('are grouped by hundreds: files, schema, routes, generated output', () => {
    for (const code of Object.keys(DIAGNOSTIC_CODES)) expect(code).toMatch(/^CON[1-4]\d\d$/);
  });

  it('each have a test that pins the printed line in an inline snapshot', () => {
    const dir = fileURLToPath(new URL('..', import.meta.url));
    const sources = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => readFileSync(join(dir, f), 'utf8'));
    const pinned = new Set<string>();
    for (const text of sources) {
      for (const m of text.matchAll(/toMatchInlineSnapshot\(`([\s\S]*?)`\)/g)) {
        for (const code of m[1]!.matchAll(/:\d+:\d+ (CON\d{3}) /g)) pinned.add(code[1]!);
      }
    }
    expect(Object.keys(DIAGNOSTIC_CODES).filter((c) => !pinned.has(c))).toEqual([]);
  });
});
