import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseYamlFast } from '../../../cli/compile/index.ts';

describe('parseYamlFast', () => {
  it('keeps the fast path for text with asterisks and special characters', () => {
    const text = 'title: 안내\nbody:\n  - type: text\n    text: 정관장 **통합 아이디**로 !@#$%^&*() 사용\n';
    expect(parseYamlFast(text)).toEqual({
      ok: true,
      data: { title: '안내', body: [{ type: 'text', text: '정관장 **통합 아이디**로 !@#$%^&*() 사용' }] },
    });
  });
  it.each([
    ['an anchor and alias', 'a: &x 1\nb: *x\n'],
    ['an alias in a list', 'a:\n  - *x\n'],
    ['an alias in a flow sequence', 'a: [1, *x]\n'],
    ['a tag', 'a: !!str 1\n'],
    ['a tab', 'a:\t1\n'],
    ['an open quote', 'a: "x\n  y"\n'],
    // js-yaml takes a flow map continued less indented than its block; yaml (the authority) does not.
    ['a flow map left open at a line end', 'a:\n  - { value: x,\n label: y }\n'],
    ['a flow sequence left open at a line end', 'a: [1,\n  2]\n'],
  ])('leaves %s to the positioned parser', (_, text) => {
    expect(parseYamlFast(text)).toEqual({ ok: false });
  });
  it('keeps the fast path for brackets closed on their line and brackets inside quotes', () => {
    const text = 'a: { b: [1, 2] }\nc: "{ 열린 괄호"\nd: \'[양력\'\n';
    expect(parseYamlFast(text)).toEqual({
      ok: true,
      data: { a: { b: [1, 2] }, c: '{ 열린 괄호', d: '[양력' },
    });
  });
  it('resolves plain scalars by the YAML 1.2 core schema, as the positioned parser does', () => {
    const values = [
      '',
      '~',
      'null',
      'Null',
      'NULL',
      'nil',
      'true',
      'True',
      'TRUE',
      'false',
      'FALSE',
      'yes',
      'no',
      'on',
      '0',
      '-12',
      '+7',
      '0o17',
      '0x1F',
      '0b1',
      '1_000',
      '012',
      '1.5',
      '-.5',
      '+1e3',
      '2.',
      '.inf',
      '-.Inf',
      '.NaN',
      'nan',
      '1e',
      '한글',
      't',
      'n',
      'f',
      '+',
      '.',
      '10:30',
      '2026-11-21',
      '010-1234-5678',
    ];
    const text = values.map((v, i) => `k${i}: ${v}`).join('\n');
    const fast = parseYamlFast(text);
    expect(fast.ok).toBe(true);
    expect(fast.ok && fast.data).toEqual(parse(text));
  });
});
