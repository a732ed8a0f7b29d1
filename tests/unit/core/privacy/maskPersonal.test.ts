import { describe, expect, it } from 'vitest';
import { maskPersonal, personalRecords, subjectIdOf } from '../../../../runtime/core/privacy/index.ts';

const personal = {
  subject: 'custNo',
  fields: { custNm: 'NAME', mobile: 'PHONE', acctNo: 'ACC_NO' },
} as const;

describe('maskPersonal', () => {
  it('masks the declared fields of the rows at the rows path in place and answers each subject once', () => {
    const body = {
      page: {
        items: [
          {
            custNo: 'C1',
            custNm: '홍길동',
            mobile: '010-1234-5678',
            acctNo: '110-123-456789',
            memo: '그대로',
          },
          { custNo: 'C1', custNm: '홍길동', mobile: null },
          { custNo: 7, custNm: '이산', mobile: 1012345678 },
          { custNm: '남궁민수' },
        ],
      },
    };
    expect(maskPersonal(body, 'page.items', personal)).toEqual(['C1', '7']);
    expect(body.page.items).toEqual([
      { custNo: 'C1', custNm: '홍*동', mobile: '010-****-5678', acctNo: '110-123-******', memo: '그대로' },
      { custNo: 'C1', custNm: '홍*동', mobile: null },
      { custNo: 7, custNm: '이*', mobile: '101***5678' },
      { custNm: '남**수' },
    ]);
  });

  it('drops an object or a list where a personal value was declared: nothing of it passes', () => {
    const body = { custNo: 'C9', custNm: { first: '길동', last: '홍' }, mobile: ['010-1234-5678'] };
    expect(maskPersonal(body, undefined, personal)).toEqual(['C9']);
    expect(body).toEqual({ custNo: 'C9', custNm: null, mobile: null });
  });

  it('finds the records: the rows at the path, each object of a list body, or the body itself', () => {
    expect(personalRecords({ list: [{ a: 1 }, 2, null] }, 'list')).toEqual([{ a: 1 }]);
    expect(personalRecords([{ a: 1 }, 'x'], undefined)).toEqual([{ a: 1 }]);
    expect(personalRecords({ a: 1 }, undefined)).toEqual([{ a: 1 }]);
    expect(personalRecords(null, undefined)).toEqual([]);
    expect([
      subjectIdOf(' C1 '),
      subjectIdOf(12),
      subjectIdOf(''),
      subjectIdOf({}),
      subjectIdOf(Number.NaN),
    ]).toEqual(['C1', '12', undefined, undefined, undefined]);
  });
});
