import { describe, expect, it } from 'vitest';
import { formatCodeFrame } from '../../../cli/compile/index.ts';

const at = (text: string, needle: string) => {
  const start = text.indexOf(needle);
  return [start, start + needle.length] as const;
};

const MANIFEST = [
  'title: 폼',
  'body:',
  '  - type: form',
  '    fields:',
  '      - name: email',
  '        label: 이메일',
  '        validators: [emial]',
  '  - type: text',
  '    text: 끝',
  '  - type: text',
  '    text: 정말 끝',
  '',
].join('\n');

describe('formatCodeFrame', () => {
  it('shows two lines either side, a gutter, > at the line and ^ under the span', () => {
    expect(formatCodeFrame(MANIFEST, ...at(MANIFEST, 'emial'))).toMatchInlineSnapshot(`
      "  5 |       - name: email
        6 |         label: 이메일
      > 7 |         validators: [emial]
          |                      ^^^^^
        8 |   - type: text
        9 |     text: 끝"
    `);
  });

  it('counts Hangul as two columns, so the marker lands under it on a terminal', () => {
    const text = 'title: 가나다 라\n';
    expect(formatCodeFrame(text, ...at(text, '라'))).toMatchInlineSnapshot(`
      "> 1 | title: 가나다 라
          |               ^^"
    `);
  });

  it('widens the gutter for two-digit line numbers', () => {
    expect(formatCodeFrame(MANIFEST, ...at(MANIFEST, '정말'))).toMatchInlineSnapshot(`
      "   9 |     text: 끝
        10 |   - type: text
      > 11 |     text: 정말 끝
           |           ^^^^"
    `);
  });

  it('marks one character for an empty span, and a span past its line to the end of that line', () => {
    expect(formatCodeFrame(MANIFEST, 0)).toMatchInlineSnapshot(`
      "> 1 | title: 폼
          | ^
        2 | body:
        3 |   - type: form"
    `);
    const [start] = at(MANIFEST, 'type: form');
    expect(formatCodeFrame(MANIFEST, start, MANIFEST.indexOf('  - type: text'))).toMatchInlineSnapshot(`
      "  1 | title: 폼
        2 | body:
      > 3 |   - type: form
          |     ^^^^^^^^^^
        4 |     fields:
        5 |       - name: email"
    `);
  });

  it('copes with CRLF endings, no final newline, and an offset past the end', () => {
    expect(formatCodeFrame('a: 1\r\nb: x\r\n', 9, 10)).toMatchInlineSnapshot(`
      "  1 | a: 1
      > 2 | b: x
          |    ^"
    `);
    expect(formatCodeFrame('a: [1', 99)).toMatchInlineSnapshot(`
      "> 1 | a: [1
          |      ^"
    `);
  });
});
