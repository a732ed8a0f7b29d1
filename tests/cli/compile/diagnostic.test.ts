import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DIAGNOSTIC_CODES,
  type Diagnostic,
  formatDiagnostic,
  sortDiagnostics,
} from '../../../cli/compile/diagnostic.ts';

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
