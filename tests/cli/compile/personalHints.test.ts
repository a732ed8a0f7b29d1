import { describe, expect, it } from 'vitest';
import { formatPersonalHint, undeclaredPersonalData } from '../../../cli/compile/index.ts';
import { looksPersonal } from '../../../runtime/core/privacy/index.ts';
import { declaredApiSchema } from '../../../schemas/index.ts';

const api = (input: Record<string, unknown>) =>
  declaredApiSchema.parse({ upstream: 'shop', path: '/x', ...input });
const rows = (properties: Record<string, unknown>) => ({
  type: 'object',
  properties: { list: { type: 'array', items: { type: 'object', properties } } },
});

describe('looksPersonal', () => {
  it('knows personal fields by name, and by a sample value', () => {
    expect(
      ['custNm', 'mobileNo', 'email', 'birthDt', 'addr1', 'acctNo', 'juminNo', 'cardNo', 'name'].map((n) =>
        looksPersonal(n),
      ),
    ).toEqual(['NAME', 'PHONE', 'EMAIL', 'BIRTH', 'ADDRESS', 'ACC_NO', 'PERSONAL_NO', 'CARD_NO', 'NAME']);
    expect(['mnuNm', 'fileName', 'storeName', 'title', 'orderNo'].map((n) => looksPersonal(n))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(looksPersonal('receiver', ['홍길동'])).toBe('NAME');
    expect(looksPersonal('contact', ['010-1234-5678'])).toBe('PHONE');
    expect(looksPersonal('rrnFront', [])).toBe('PERSONAL_NO');
    expect(looksPersonal('id2', ['900101-1234567'])).toBe('PERSONAL_NO');
    expect(looksPersonal('memo', ['배송 전 연락 바랍니다'])).toBeUndefined();
  });
});

describe('undeclaredPersonalData (console doctor)', () => {
  it('lists the APIs whose answer looks personal but declare nothing, with the declaration to add', () => {
    const hints = undeclaredPersonalData({
      'shop.members': api({
        rows: 'list',
        response: rows({
          memberNo: { type: 'string' },
          custNm: { type: 'string' },
          contact: { type: 'string', examples: ['010-1234-5678'] },
          grade: { type: 'string', enum: ['GOLD', 'SILVER'] },
        }),
      }),
      'shop.declared': api({
        rows: 'list',
        response: rows({ memberNo: { type: 'string' }, custNm: { type: 'string' } }),
        personal: { subject: 'memberNo', fields: { custNm: 'NAME' } },
      }),
      'shop.notices': api({ rows: 'list', response: rows({ title: { type: 'string' } }) }),
      'shop.unknown': api({}),
    });
    expect(hints).toEqual([
      {
        name: 'shop.members',
        fields: [
          { field: 'custNm', mask: 'NAME' },
          { field: 'contact', mask: 'PHONE' },
        ],
      },
    ]);
    expect(formatPersonalHint(hints[0]!)).toBe(
      'personal-looking API shop.members: its answer has custNm, contact but declares no personal data; if they are, add personal: { subject: <the field that says whose data a row is>, fields: { custNm: NAME, contact: PHONE } } to apis.shop.members',
    );
  });
});
