import { afterAll, describe, expect, it } from 'vitest';
import { compileProject, formatDiagnostic, loadConfig } from '../../../cli/compile/index.ts';
import { removeTempProjects, tempProject } from '../support/project.ts';

afterAll(removeTempProjects);

const CONFIG = [
  'upstreams:',
  '  shop:',
  '    url: http://127.0.0.1:4100',
  'apis:',
  '  shop.orders:',
  '    upstream: shop',
  '    method: POST',
  '    path: /orders/search',
  '    rows: list',
  '    total: totalCount',
  '',
].join('\n');

const firstLines = (root: string) =>
  loadConfig({ root, env: {} }).diagnostics.map((d) => formatDiagnostic(d).split('\n')[0]);

describe('declared APIs in the config', () => {
  it('takes upstreams and APIs, with the paging parameter defaults', () => {
    const r = loadConfig({ root: tempProject({ 'console.config.yaml': CONFIG }), env: {} });
    expect(r.diagnostics).toEqual([]);
    expect(r.apiNames).toEqual(['shop.orders']);
    expect(r.config?.apis['shop.orders']).toEqual({
      upstream: 'shop',
      method: 'POST',
      path: '/orders/search',
      rows: 'list',
      total: 'totalCount',
      paging: { page: 'page', size: 'size', sort: 'sort' },
      secured: false,
      localDates: false,
      exportFncId: 'EXCEL',
      files: [],
      download: false,
      upload: false,
      maxBodyBytes: 1024 * 1024,
    });
    expect(r.config?.upstreams.shop).toEqual({
      url: 'http://127.0.0.1:4100',
      assertionHeader: 'Authorization',
    });
  });

  it('CON313: an API whose upstream is not declared, with did-you-mean', () => {
    const root = tempProject({ 'console.config.yaml': CONFIG.replace('upstream: shop', 'upstream: shp') });
    expect(firstLines(root)).toMatchInlineSnapshot(`
      [
        "console.config.yaml:6:15 CON313 API shop.orders names upstream "shp", which is not declared (did you mean "shop"?); upstreams are shop",
      ]
    `);
  });

  it('CON320: personal fields the response rows lack (did-you-mean), and personal data on a download', () => {
    const root = tempProject({
      'console.config.yaml': [
        'upstreams:',
        '  shop:',
        '    url: http://127.0.0.1:4100',
        'apis:',
        '  shop.members:',
        '    upstream: shop',
        '    path: /members',
        '    rows: list',
        '    personal:',
        '      subject: memberNo',
        '      fields: { name: NAME, mobil: PHONE }',
        '    response:',
        '      type: object',
        '      properties:',
        '        list:',
        '          type: array',
        '          items:',
        '            type: object',
        '            properties: { memberNo: { type: string }, name: { type: string }, mobile: { type: string } }',
        '  shop.memberCard:',
        '    upstream: shop',
        '    path: /members/card',
        '    download: true',
        '    personal: { subject: memberNo, fields: { name: NAME } }',
        '',
      ].join('\n'),
    });
    expect(firstLines(root)).toMatchInlineSnapshot(`
      [
        "console.config.yaml:11:29 CON320 personal field: unknown field "mobil" in shop.members's rows (did you mean "mobile"?); its response schema gives memberNo, name, mobile",
        "console.config.yaml:24:15 CON320 API shop.memberCard answers a file (download: true), which the server cannot mask: declare personal data on the API that answers the rows as JSON, and export those (the export is masked and recorded)",
      ]
    `);
  });

  it('CON313 in a profile overlay points into the overlay', () => {
    const root = tempProject({
      'console.config.yaml': CONFIG,
      // An overlay states whole entries: each file is valid on its own.
      'console.config.qa.yaml': 'apis:\n  shop.orders:\n    upstream: store\n    path: /orders\n',
    });
    const r = loadConfig({ root, profile: 'qa', env: {} });
    expect(r.diagnostics.map((d) => formatDiagnostic(d).split('\n')[0])).toEqual([
      'console.config.qa.yaml:3:15 CON313 API shop.orders names upstream "store", which is not declared; upstreams are shop',
    ]);
  });

  it('CON314: a declared API may not take a name of the catalogue', () => {
    const root = tempProject({
      'console.config.yaml': `${CONFIG}  menu.list:\n    upstream: shop\n    path: /menus\n`,
    });
    expect(firstLines(root)).toMatchInlineSnapshot(`
      [
        "console.config.yaml:11:3 CON314 API name "menu.list" is a call of the catalogue; give the declared API another name (e.g. prefixed with its upstream)",
      ]
    `);
  });

  it('refuses an upstream that is not http(s) and an API path with a query', () => {
    const root = tempProject({
      'console.config.yaml': CONFIG.replace('http://127.0.0.1:4100', 'file:///etc/passwd').replace(
        '/orders/search',
        '/orders/search?x=1',
      ),
    });
    expect(firstLines(root)).toEqual([
      'console.config.yaml:3:10 CON204 upstreams.shop.url: must be an http or https URL, e.g. http://127.0.0.1:4100',
      'console.config.yaml:8:11 CON204 apis.shop.orders.path: must start with / and hold no query, fragment or space',
    ]);
  });

  it('lets manifests bind a declared API (CON310 suggests declared names too)', () => {
    const root = tempProject({
      'console.config.yaml': CONFIG,
      'screens/orders.screen.yaml': [
        'path: /orders',
        'title: 주문 조회',
        'body:',
        '  - type: grid',
        '    source: { api: shop.orders }',
        '    columns: [{ key: orderNo, label: 주문번호 }]',
        '  - type: grid',
        '    id: other',
        '    source: { api: shop.order }',
        '    columns: [{ key: orderNo, label: 주문번호 }]',
        '',
      ].join('\n'),
    });
    const r = compileProject({ root, env: {} });
    expect(r.diagnostics.map((d) => formatDiagnostic(d).split('\n')[0])).toEqual([
      'screens/orders.screen.yaml:9:20 CON310 unknown API "shop.order" (did you mean "shop.orders"?); expected one of menu.list, menu.folders, menu.roles, menu.get, menu.add, menu.edit, menu.batch, menu.remove, user.locked, user.unlock, user.search, user.roles, user.get, user.add, user.edit, user.resetPassword, role.list, role.add, role.edit, role.remove, role.grants, role.saveGrants, history.login, history.access, history.authority, privacy.access, privacy.subject, privacy.reviewMonths, privacy.reviewFlags, privacy.reviewSign, props.get, props.save, approval.list, approval.pending, approval.approve, approval.reject, code.groups, code.saveGroup, code.list, code.save, code.batch, code.remove, usermenu.list, usermenu.recent, usermenu.add, usermenu.remove, usermenu.def, interfaceLog.list, auth.editPassword, auth.validateId, file.list, events.notice, or a declared API: shop.orders',
    ]);
  });
});
