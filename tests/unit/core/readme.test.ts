import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MASKING_TYPES, mask } from '../../../runtime/core/mask/index.ts';
import { core } from './support/coreExports.ts';

// The "Core library" page's tables are documentation AND test vectors: every example runs here.
const page = readFileSync(new URL('../../../docs/core-library.md', import.meta.url), 'utf8');
const start = page.indexOf('# Core library (`runtime/core`)');
const section = page.slice(start);
const tables = section.split(/\n\n/).filter((block) => block.startsWith('| '));

/** The body rows of a Markdown table, cells trimmed (`\|` is a pipe inside a cell). */
function rows(table: string): string[][] {
  return table
    .split('\n')
    .slice(2)
    .map((line) =>
      line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

const unquote = (cell: string) => cell.replace(/^`|`$/g, '');
const names = Object.keys(core);
const values = Object.values(core);
/** Evaluates a docs code span with every core export in scope. */
const run = (code: string): unknown => new Function(...names, `return (${code});`)(...values);

describe('docs/core-library.md stays true', () => {
  it('has the function table and the masking table', () => {
    expect(start).toBeGreaterThan(-1);
    expect(tables).toHaveLength(2);
  });

  it.each(rows(tables[0] ?? ''))('%s: %s → %s', (_name, _rule, example, result) => {
    expect(run(unquote(example!))).toEqual(run(unquote(result!)));
  });

  it.each(rows(tables[1] ?? ''))('mask %s', (type, _rule, examples, results) => {
    const inputs = examples!.split(' / ').map(unquote);
    const outputs = results!.split(' / ').map(unquote);
    expect(inputs.map((value) => mask(type!, value))).toEqual(outputs);
  });

  it('documents every masking type', () => {
    expect(rows(tables[1] ?? '').map((r) => r[0])).toEqual([...MASKING_TYPES]);
  });
});
