import { describe, expect, it } from 'vitest';
import {
  apiCallStatus,
  INTERFACE_LOG_LIMITS,
  interfaceRequestRecord,
  interfaceResponseRecord,
  logTypeAllows,
} from '../../../../runtime/core/interfaces/index.ts';
import { declaredApiName } from '../../../../runtime/core/url/index.ts';
import {
  interfaceLogRequestSchema,
  interfaceLogResponseSchema,
} from '../../../../schemas/api/interfaceLog.ts';

const call = {
  tranId: 'tran0001',
  ifId: 'member-card',
  direction: 'OUTBOUND',
  type: 'MOBILE_BRIDGE',
} as const;

describe('logTypeAllows', () => {
  it.each([
    ['ALL', true, true],
    ['REQUEST', true, false],
    ['RESPONSE', false, true],
    ['NONE', false, false],
    [undefined, true, true],
  ] as const)('logType %s: request %s, response %s', (logType, request, response) => {
    expect(logTypeAllows(logType, 'REQUEST')).toBe(request);
    expect(logTypeAllows(logType, 'RESPONSE')).toBe(response);
  });
});

describe('interface log records', () => {
  it('carry ids, the version (default 1.0), the direction, type and time, and nothing else', () => {
    expect(interfaceRequestRecord(call, Date.parse('2026-01-02T03:04:05.006Z'))).toEqual({
      tranId: 'tran0001',
      ifId: 'member-card',
      version: '1.0',
      direction: 'OUTBOUND',
      type: 'MOBILE_BRIDGE',
      time: '2026-01-02T03:04:05.006Z',
    });
  });

  it('add the status and the duration to the response, timed at its end', () => {
    const r = interfaceResponseRecord({ ...call, version: '2.0' }, '0000', 1000, 1234.4);
    expect(r).toMatchObject({
      version: '2.0',
      status: '0000',
      durationMs: 234,
      time: new Date(1234.4).toISOString(),
    });
    expect(interfaceResponseRecord(call, '0000', 5000, 4000).durationMs).toBe(0);
    expect(interfaceResponseRecord(call, '0000', 0, 10 * 86_400_000).durationMs).toBe(86_400_000);
  });

  it('cut and clean what the server would refuse, so a record always fits its schema', () => {
    const wild = {
      ...call,
      tranId: 'tran id/with spaces'.repeat(10),
      ifId: `  ${'긴이름'.repeat(60)}  `,
      version: 'v'.repeat(40),
    };
    const request = interfaceRequestRecord(wild, 0);
    expect(request.tranId).toMatch(/^[A-Za-z0-9_.:-]{1,64}$/);
    expect(request.ifId).toHaveLength(INTERFACE_LOG_LIMITS.ifId);
    expect(request.version).toHaveLength(INTERFACE_LOG_LIMITS.version);
    expect(interfaceLogRequestSchema.safeParse(request).success).toBe(true);
    const response = interfaceResponseRecord(wild, 'not a code at all, really', 0, 5);
    expect(response.status).toBe('not_a_code_at_all__r');
    expect(interfaceLogResponseSchema.safeParse(response).success).toBe(true);
    expect(interfaceResponseRecord(call, '', 0, 1).status).toBe('UNKNOWN');
  });
});

describe('apiCallStatus', () => {
  it('is the result code, else the HTTP status, else the failure kind', () => {
    expect(apiCallStatus({ resultCode: '0000' })).toBe('0000');
    expect(apiCallStatus({ resultCode: 'FORBIDDEN_MENU', status: 403, kind: 'http' })).toBe('FORBIDDEN_MENU');
    expect(apiCallStatus({ status: 502, kind: 'http' })).toBe('502');
    expect(apiCallStatus({ kind: 'timeout' })).toBe('TIMEOUT');
    expect(apiCallStatus({})).toBe('UNKNOWN');
  });
});

describe('declaredApiName', () => {
  it.each([
    ['/api/ext/shop.orders', 'shop.orders'],
    ['/api/ext/shop.orders?page=1', 'shop.orders'],
    ['/api/ext/shop.orders/export', undefined],
    ['/api/ext/', undefined],
    ['/api/system/menu/list', undefined],
    ['/api/interface/log/request', undefined],
  ])('%s → %s', (url, name) => {
    expect(declaredApiName(url)).toBe(name);
  });
});
