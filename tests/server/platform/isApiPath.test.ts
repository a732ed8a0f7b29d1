import { describe, expect, it } from 'vitest';
import { isApiPath } from '../../../runtime/server/platform/index.ts';

describe('isApiPath', () => {
  it('matches /api and below only', () => {
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/api/health?x=1')).toBe(true);
    expect(isApiPath('/apis')).toBe(false);
    expect(isApiPath('/pubs/api/x')).toBe(false);
    expect(isApiPath('/?next=/api/x')).toBe(false);
  });
});
