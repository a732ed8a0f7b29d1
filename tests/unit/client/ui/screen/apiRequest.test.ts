import { describe, expect, it } from 'vitest';
import { apiRequest } from '../../../../../runtime/client/ui/screen/apiRequest.ts';

const ctx = { userId: 'admin', systemCode: 'CONSOLE', apis: {} };

describe('apiRequest', () => {
  it('puts a path parameter into the URL (menu.get: GET /api/system/menu/:id), escaped, and out of the query', () => {
    expect(apiRequest('menu.get', { id: '4090' }, ctx)).toEqual({
      url: '/api/system/menu/4090',
      method: 'GET',
      query: {},
    });
    expect(apiRequest('menu.get', { id: 'a/b?c', extra: 1 }, ctx)).toEqual({
      url: '/api/system/menu/a%2Fb%3Fc',
      method: 'GET',
      query: { extra: 1 },
    });
  });

  it('sends menu.batch its menus as the body', () => {
    const menus = [{ mnuId: '1', dpYn: 'N' }];
    expect(apiRequest('menu.batch', { menus }, ctx)).toEqual({
      url: '/api/system/menu/batch',
      method: 'POST',
      body: { menus },
    });
  });
});
