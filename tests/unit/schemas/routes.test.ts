import { describe, expect, it } from 'vitest';
import { API_CATALOGUE, API_NAMES } from '../../../schemas/api/catalogue.ts';
import { API_ENDPOINTS } from '../../../schemas/api/endpoints.ts';
import { FUNCTIONS, MANAGEMENT_PROGRAMS } from '../../../schemas/api/programs.ts';
import { API_ROUTES, type ApiRoute } from '../../../schemas/api/routes.ts';

const routes = Object.entries(API_ROUTES) as [string, ApiRoute][];

describe('the route table (schemas/api/routes.ts)', () => {
  it('has one route per endpoint, in the same order, each under /api and unique', () => {
    expect(Object.keys(API_ROUTES)).toEqual(Object.keys(API_ENDPOINTS));
    const seen = new Set<string>();
    for (const [name, route] of routes) {
      expect(route.url, name).toMatch(/^\/api\//);
      const key = `${route.method} ${route.url}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('binds only the management programs and their functions', () => {
    const programs: string[] = Object.values(MANAGEMENT_PROGRAMS);
    const functions: string[] = Object.values(FUNCTIONS);
    for (const [name, route] of routes) {
      if (!route.program) continue;
      expect(programs, name).toContain(route.program.id);
      if (route.program.fn !== undefined) expect(functions, name).toContain(route.program.fn);
    }
  });

  it('gives every secured route a payload schema and every GET no body', () => {
    for (const [name, route] of routes) {
      if (route.secured) expect(route.body ?? route.query, name).toBeDefined();
      if (route.method === 'GET') expect(route.body, name).toBeUndefined();
    }
  });

  it('derives the manifest catalogue: the routes marked manifest, in table order', () => {
    const marked = routes.filter(([, r]) => r.manifest).map(([name]) => name);
    expect(API_NAMES).toEqual(marked);
    for (const name of API_NAMES) {
      const route: ApiRoute = API_ROUTES[name];
      expect(API_CATALOGUE[name]).toMatchObject({ method: route.method, url: route.url, doc: route.doc });
      expect(API_CATALOGUE[name].secured ?? false).toBe(route.secured ?? false);
    }
    expect(API_CATALOGUE['auth.editPassword']).toEqual({
      method: 'POST',
      url: '/api/authentication/edit-password',
      secured: true,
      fill: { usrId: true },
      doc: 'change the password (oldPwd, newPwd)',
    });
  });

  it('answers times as ISO strings on the wire and Dates on the server', () => {
    const menu = API_ROUTES['menu.get'].response;
    const wire = {
      ...{ mnuId: '1', sysCd: 'CONSOLE', mnuNm: 'm', uprMnuId: null, mnuStepNo: 1, mnuUrl: null },
      ...{ proIdVal: null, iconSrc: null, dpYn: 'Y', mnuDvcScopCd: null, authScopCd: null, ipLmtYn: 'N' },
      ...{
        ipList: null,
        defMnuYn: 'N',
        srtNo: 0,
        regUsrId: 'a',
        regUsrIp: '::1',
        updUsrId: 'a',
        updUsrIp: '::1',
      },
      regDttm: '2026-01-02T03:04:05.000Z',
      updDttm: '2026-01-02T03:04:05.000Z',
    } as const;
    const decoded = menu.parse(wire);
    expect(decoded.regDttm).toEqual(new Date('2026-01-02T03:04:05.000Z'));
    expect(menu.encode(decoded)).toEqual(wire);
  });
});

describe('the login answer schema', () => {
  const route = API_ROUTES['auth.login'];
  const success = {
    resCd: '0000',
    hasUser: true,
    loginFailCnt: 0,
    pwdUnchangedDays: 3,
    passwordChangeDays: 90,
    recommendChangePassword: false,
    userMenus: [],
    authorities: [{ clientAuthority: 'ADMIN' }],
    accessInfo: { userIp: '127.0.0.1' },
    user: { usrId: 'admin', usrNm: '관리자' },
  };
  const schema = route.response!;

  it('never answers a success body that fails its schema as a stripped failure body (a logged 500 instead)', () => {
    expect(schema.safeParse(success).success).toBe(true);
    const broken = { ...success, user: { usrId: 'admin' } };
    expect(schema.safeParse(broken).success).toBe(false);
  });

  it('states app properties as stored: a negative password age or failure limit is no 500', () => {
    expect(schema.safeParse({ ...success, passwordChangeDays: -1 }).success).toBe(true);
    expect(schema.safeParse({ hasUser: true, loginFailCnt: 2, maximumLoginFailNumbers: -1 }).success).toBe(
      true,
    );
  });
});
