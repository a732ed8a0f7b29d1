import { describe, expect, it } from 'vitest';
import { checkScreenSearch } from '../../../../runtime/core/screen/index.ts';

describe('checkScreenSearch (a screen’s declared search parameters)', () => {
  const spec = {
    page: { type: 'integer', min: 1, max: 500 },
    status: { type: 'string', enum: ['A', 'B'] },
    q: { type: 'string', max: 5 },
    all: { type: 'boolean' },
    id: { type: 'string', required: true },
  } as const;

  it('types what it declares and lets the rest through', () => {
    expect(checkScreenSearch(spec, { id: 'x', page: '2', status: 'A', all: 'true', other: 'kept' })).toEqual({
      ok: true,
      value: { id: 'x', page: 2, status: 'A', all: true, other: 'kept' },
    });
    // The router may hand numbers and booleans already parsed.
    expect(checkScreenSearch(spec, { id: 'x', page: 3, all: false })).toEqual({
      ok: true,
      value: { id: 'x', page: 3, all: false },
    });
  });

  it('refuses a wrong type, an out-of-range value, a value not allowed, a missing required one', () => {
    const refused = (search: Record<string, unknown>) => checkScreenSearch(spec, { id: 'x', ...search });
    expect(refused({ page: 'two' })).toEqual({ ok: false, param: 'page' });
    expect(refused({ page: '1.5' })).toEqual({ ok: false, param: 'page' });
    expect(refused({ page: '0' })).toEqual({ ok: false, param: 'page' });
    expect(refused({ page: '501' })).toEqual({ ok: false, param: 'page' });
    expect(refused({ status: 'C' })).toEqual({ ok: false, param: 'status' });
    expect(refused({ q: 'toolong' })).toEqual({ ok: false, param: 'q' });
    expect(refused({ all: 'yes' })).toEqual({ ok: false, param: 'all' });
    expect(refused({ page: { nested: 1 } })).toEqual({ ok: false, param: 'page' });
    expect(checkScreenSearch(spec, {})).toEqual({ ok: false, param: 'id' });
  });
});
