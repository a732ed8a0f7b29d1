import { describe, expect, it } from 'vitest';
import {
  INLINE_INITIAL_DATA_ID,
  inlineInitialDataElement,
  parseInlineInitialData,
} from '../../../../runtime/core/pages/index.ts';

describe('inline initial data', () => {
  it('carries the answer as data no text in it can end early, and reads it back', () => {
    const answer = {
      resultCode: '0000',
      resultMessage: '정상',
      body: { menus: [{ mnuNm: '</script><script>alert(1)</script>' }], appProp: { x: '<!--' } },
    };
    const el = inlineInitialDataElement(JSON.stringify(answer), '"abc-_="');
    expect(
      el.startsWith(
        `<script type="application/json" id="${INLINE_INITIAL_DATA_ID}" data-etag="&quot;abc-_=&quot;">`,
      ),
    ).toBe(true);
    const inner = el.slice(el.indexOf('>') + 1, el.lastIndexOf('</script>'));
    expect(inner).not.toContain('<');
    expect(el.match(/<\/script>/g)).toHaveLength(1);
    expect(parseInlineInitialData(inner)).toEqual({ body: answer.body });
  });

  it('keeps an ETag from breaking out of its attribute', () => {
    expect(inlineInitialDataElement('{}', '"x" onload="y"')).toContain(
      'data-etag="&quot;x&quot;onload=&quot;y&quot;"',
    );
  });

  it('reads nothing from a missing, broken or bodiless text', () => {
    expect(parseInlineInitialData(undefined)).toBeUndefined();
    expect(parseInlineInitialData('')).toBeUndefined();
    expect(parseInlineInitialData('{')).toBeUndefined();
    expect(parseInlineInitialData('null')).toBeUndefined();
    expect(parseInlineInitialData('{"resultCode":"0000","body":null}')).toBeUndefined();
    expect(parseInlineInitialData('{"body":"text"}')).toBeUndefined();
  });
});
