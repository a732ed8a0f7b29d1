import { describe, expect, it } from 'vitest';
import { parseYamlFast } from '../../../cli/compile/yamlSource.ts';

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
  ])('leaves %s to the positioned parser', (_, text) => {
    expect(parseYamlFast(text)).toEqual({ ok: false });
  });
});
