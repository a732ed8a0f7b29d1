import { afterAll, describe, expect, it } from 'vitest';
import { compileProject, listApiFiles, loadConfig } from '../../../cli/compile/index.ts';
import { toClientConfig } from '../../../schemas/index.ts';
import { printed, removeTempProjects, tempProject } from '../support/project.ts';

afterAll(removeTempProjects);

const CONFIG = ['upstreams:', '  shop:', '    url: http://127.0.0.1:4100', ''].join('\n');

const ORDERS = [
  'shop.orders:',
  '  upstream: shop',
  '  method: POST',
  '  path: /orders/search',
  '  rows: list',
  '  total: totalCount',
  '  response:',
  '    type: object',
  '    properties:',
  '      body:',
  '        type: object',
  '        properties:',
  '          list: { type: array, items: { type: object, properties: { orderNo: { type: string } } } }',
  '          totalCount: { type: integer }',
  '',
].join('\n');

const firstLines = (root: string, profile?: string) =>
  printed(loadConfig({ root, profile, env: {} }).diagnostics);

describe('apis/*.api.yaml', () => {
  it('adds its declarations to the config, and is read and hashed like a config file', () => {
    const root = tempProject({
      'console.config.yaml': `${CONFIG}apis:\n  shop.members: { upstream: shop, path: /members }\n`,
      'apis/shop.api.yaml': ORDERS,
      'apis/more/notice.api.yaml': 'shop.notices: { upstream: shop, path: /notices }\n',
      'apis/README.md': 'not an API file\n',
    });
    expect(listApiFiles(root)).toEqual(['apis/more/notice.api.yaml', 'apis/shop.api.yaml']);
    const r = loadConfig({ root, env: {} });
    expect(r.diagnostics).toEqual([]);
    expect(r.files).toEqual(['console.config.yaml', 'apis/more/notice.api.yaml', 'apis/shop.api.yaml']);
    expect(Object.keys(r.config?.apis ?? {}).sort()).toEqual(['shop.members', 'shop.notices', 'shop.orders']);
    expect(r.config?.apis['shop.orders']).toMatchObject({ method: 'POST', paging: { page: 'page' } });
    // The build hashes these files, and `start` rebuilds when one changes.
    expect(compileProject({ root, env: {} }).configFiles).toContain('apis/shop.api.yaml');
  });

  it('keeps the schemas on the server: the browser gets how to call, not what the backend takes', () => {
    const root = tempProject({ 'console.config.yaml': CONFIG, 'apis/shop.api.yaml': ORDERS });
    const config = loadConfig({ root, env: {} }).config!;
    expect(config.apis['shop.orders']?.response).toBeDefined();
    // Off switches are left out (the login page carries the projection too).
    expect(toClientConfig(config).apis['shop.orders']).toEqual({
      method: 'POST',
      rows: 'list',
      total: 'totalCount',
      paging: { page: 'page', size: 'size', sort: 'sort' },
    });
  });

  it('reports its problems at their place in the API file', () => {
    const root = tempProject({
      'console.config.yaml': CONFIG,
      'apis/shop.api.yaml': [
        'shop.orders:',
        '  upstream: shop',
        '  methd: POST',
        '  path: orders',
        'orders: { upstream: shop, path: /orders }',
        '',
      ].join('\n'),
    });
    expect(firstLines(root)).toMatchInlineSnapshot(`
      [
        "apis/shop.api.yaml:4:9 CON204 shop.orders.path: must start with / and hold no query, fragment or space",
        "apis/shop.api.yaml:3:3 CON201 unknown key "methd" in shop.orders (did you mean "method"?)",
        "apis/shop.api.yaml:5:1 CON204 key "orders": an API name is dotted, e.g. shop.orders",
      ]
    `);
  });

  it('a file that is not a mapping, and one that does not parse', () => {
    const root = tempProject({
      'console.config.yaml': CONFIG,
      'apis/a.api.yaml': '- shop.orders\n',
      'apis/b.api.yaml': 'shop.orders: {\n',
      'apis/empty.api.yaml': '# nothing yet\n',
    });
    const r = loadConfig({ root, env: {} });
    expect(printed(r.diagnostics)).toEqual([
      'apis/a.api.yaml:1:1 CON104 an API file must be a YAML mapping of API names (shop.orders) to their declarations',
      expect.stringMatching(/^apis\/b\.api\.yaml:\d+:\d+ CON101 YAML syntax error/),
    ]);
    // What those files declare is unknown: manifests are not told their names are unknown.
    expect(r.apiNames).toBeNull();
  });

  it('CON313 points at the upstream in the API file', () => {
    const root = tempProject({
      'console.config.yaml': CONFIG,
      'apis/shop.api.yaml': ORDERS.replace('upstream: shop', 'upstream: shp'),
    });
    expect(firstLines(root)).toEqual([
      'apis/shop.api.yaml:2:13 CON313 API shop.orders names upstream "shp", which is not declared (did you mean "shop"?); upstreams are shop',
    ]);
  });

  it('CON314 points at the name in the API file', () => {
    const root = tempProject({
      'console.config.yaml': CONFIG,
      'apis/shop.api.yaml': 'menu.list: { upstream: shop, path: /menus }\n',
    });
    expect(firstLines(root)).toEqual([
      'apis/shop.api.yaml:1:1 CON314 API name "menu.list" is a call of the catalogue; give the declared API another name (e.g. prefixed with its upstream)',
    ]);
  });

  it('CON317: a name declared in two API files, or in an API file and the config, is reported in both places', () => {
    const root = tempProject({
      'console.config.yaml': `${CONFIG}apis:\n  shop.members: { upstream: shop, path: /members }\n`,
      'console.config.qa.yaml': 'apis:\n  shop.members: { upstream: shop, path: /qa/members }\n',
      'apis/shop.api.yaml': `${ORDERS}shop.members: { upstream: shop, path: /members }\n`,
      'apis/legacy.api.yaml': 'shop.orders: { upstream: shop, path: /orders }\n',
    });
    expect(firstLines(root)).toMatchInlineSnapshot(`
      [
        "console.config.yaml:5:3 CON317 API shop.members is declared twice: here and in apis/shop.api.yaml:15:1; keep one declaration (an API file or the config's \`apis\`)",
        "apis/shop.api.yaml:15:1 CON317 API shop.members is declared twice: here and in console.config.yaml:5:3; keep one declaration (an API file or the config's \`apis\`)",
        "apis/legacy.api.yaml:1:1 CON317 API shop.orders is declared twice: here and in apis/shop.api.yaml:1:1; keep one declaration (an API file or the config's \`apis\`)",
        "apis/shop.api.yaml:1:1 CON317 API shop.orders is declared twice: here and in apis/legacy.api.yaml:1:1; keep one declaration (an API file or the config's \`apis\`)",
      ]
    `);
    // A profile overlay restating the config's API is the config itself, not a second place.
    const qa = firstLines(root, 'qa').filter((l) => l.includes('shop.members'));
    expect(qa).toEqual([
      "console.config.yaml:5:3 CON317 API shop.members is declared twice: here and in apis/shop.api.yaml:15:1; keep one declaration (an API file or the config's `apis`)",
      "console.config.qa.yaml:2:3 CON317 API shop.members is declared twice: here and in apis/shop.api.yaml:15:1; keep one declaration (an API file or the config's `apis`)",
      "apis/shop.api.yaml:15:1 CON317 API shop.members is declared twice: here and in console.config.yaml:5:3, console.config.qa.yaml:2:3; keep one declaration (an API file or the config's `apis`)",
    ]);
  });

  it('lets manifests bind its APIs even while another part of the config is invalid', () => {
    const root = tempProject({
      'console.config.yaml': `${CONFIG}api:\n  timeout: fast\n`,
      'apis/shop.api.yaml': ORDERS,
      'screens/orders.screen.yaml': [
        'title: 주문',
        'body:',
        '  - type: grid',
        '    source: { api: shop.orders }',
        '    columns: [{ key: orderNo, label: 주문번호 }]',
        '',
      ].join('\n'),
    });
    expect(printed(compileProject({ root, env: {} }).diagnostics)).toEqual([
      'console.config.yaml:5:12 CON204 api.timeout: expected number, got "fast"',
    ]);
  });
});
