import { describe, expect, it } from 'vitest';
import { encodedPath } from '../../../../runtime/client/router/guardContext.ts';
import { menuAccessSchema } from '../../../../schemas/api/menuAccess.ts';

describe('the menu access record of a route with a space (홈 (사본), /index%20copy)', () => {
  it('sends the path as the menus store it, which the server takes (no 400)', () => {
    expect(encodedPath('/index copy')).toBe('/index%20copy');
    expect(encodedPath('/index%20copy')).toBe('/index%20copy');
    expect(encodedPath('/pubs/MP/UI_FU_0016')).toBe('/pubs/MP/UI_FU_0016');
    expect(encodedPath('/bad%')).toBe('/bad%25');
    expect(menuAccessSchema.safeParse({ mnuId: '1030', mnuUrl: encodedPath('/index copy') }).success).toBe(
      true,
    );
    expect(menuAccessSchema.safeParse({ mnuId: '1030', mnuUrl: '/index copy' }).success).toBe(false);
  });
});
