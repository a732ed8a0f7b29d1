import { describe, expect, it } from 'vitest';
import { declaredApiFunction } from '../../../../runtime/core/auth/index.ts';

describe('declaredApiFunction: the function a declared API call needs on its menu', () => {
  it('a write without fncId needs SAVE, whatever its method', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(declaredApiFunction({ method })).toBe('SAVE');
  });

  it('a GET without fncId needs menu authority only', () => {
    expect(declaredApiFunction({ method: 'GET' })).toBeUndefined();
  });

  it('an explicit fncId is needed as named, for reads and writes alike', () => {
    expect(declaredApiFunction({ method: 'POST', fncId: 'SEARCH' })).toBe('SEARCH');
    expect(declaredApiFunction({ method: 'DELETE', fncId: 'DELETE' })).toBe('DELETE');
    expect(declaredApiFunction({ method: 'GET', fncId: 'EXCEL' })).toBe('EXCEL');
  });

  it('`fncId: none` opts out: menu authority only, even for a write', () => {
    expect(declaredApiFunction({ method: 'POST', fncId: 'none' })).toBeUndefined();
  });
});
