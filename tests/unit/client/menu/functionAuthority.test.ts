import { describe, expect, it, vi } from 'vitest';
import { canUseFunction, createFunctionAccessLogger } from '../../../../runtime/client/menu/index.ts';

describe('function authority', () => {
  it('holds for a role of the current menu with that function, and with no current menu', () => {
    const roles = ['5030:CS_NT_UI_FU_0013:SEARCH'];
    expect(canUseFunction('SEARCH', roles, { mnuId: '5030', proIdVal: null, mnuUrl: null })).toBe(true);
    expect(canUseFunction('SAVE', roles, { mnuId: '5030', proIdVal: null, mnuUrl: null })).toBe(false);
    expect(canUseFunction('SEARCH', roles, { mnuId: '5010', proIdVal: null, mnuUrl: null })).toBe(false);
    expect(canUseFunction('SAVE', roles, { mnuId: null, proIdVal: null, mnuUrl: null })).toBe(true);
  });
});

describe('logFunctionAccess', () => {
  it('posts { mnuId, fncId } without the loading bar and ignores errors', async () => {
    const call = vi.fn(async () => {
      throw new Error('network');
    });
    const alert = vi.fn();
    const log = createFunctionAccessLogger({ call, menu: { mnuId: '5030' }, alert });
    expect(await log('SEARCH')).toBe(true);
    expect(call).toHaveBeenCalledWith({
      url: '/api/system/menu/access/function',
      body: { mnuId: '5030', fncId: 'SEARCH' },
      loading: false,
    });
    expect(alert).not.toHaveBeenCalled();
  });

  it('alerts and sends nothing without a current menu', async () => {
    const call = vi.fn();
    const alert = vi.fn();
    const log = createFunctionAccessLogger({ call, menu: { mnuId: null }, alert });
    expect(await log('SAVE')).toBe(false);
    expect(call).not.toHaveBeenCalled();
    expect(alert).toHaveBeenCalledWith('현재 접속된 메뉴 정보를 찾을 수 없습니다.');
  });
});
