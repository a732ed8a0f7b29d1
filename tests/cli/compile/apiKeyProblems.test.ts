import { afterAll, describe, expect, it } from 'vitest';
import { compileProject, formatDiagnostic, requestKeys, rowKeys } from '../../../cli/compile/index.ts';
import { type DeclaredApi, declaredApiSchema } from '../../../schemas/index.ts';
import { printed, removeTempProjects, tempProject } from '../support/project.ts';

afterAll(removeTempProjects);

const CONFIG = ['upstreams:', '  shop:', '    url: http://127.0.0.1:4100', ''].join('\n');

/** The shop's APIs as `console api import` writes them (shortened). */
const APIS = `
shop.orders:
  upstream: shop
  method: POST
  path: /orders/search
  rows: page.list
  total: page.totalCount
  request:
    type: object
    properties: { orderNo: { type: string }, status: { type: string }, page: { type: integer } }
  response:
    allOf:
      - type: object
        properties: { resultCode: { type: string }, resultMessage: { type: string } }
      - type: object
        properties:
          body:
            type: object
            properties:
              page:
                type: object
                properties:
                  list:
                    type: array
                    items:
                      type: object
                      properties: { orderNo: { type: string }, orderedAt: { type: string }, amount: { type: integer } }
                  totalCount: { type: integer }
shop.notice:
  upstream: shop
  method: POST
  path: /notices/{noticeNo}
  request:
    type: object
    properties: { title: { type: string }, content: { type: string } }
shop.members:
  upstream: shop
  path: /members
  response:
    type: array
    items: { type: object, additionalProperties: true, properties: { memberId: { type: string } } }
shop.plain:
  upstream: shop
  path: /plain
shop.attach:
  upstream: shop
  method: POST
  path: /attachments
  files: [attachFileId]
shop.profile:
  upstream: shop
  path: /me/profile
  response:
    type: object
    properties:
      resultCode: { type: string }
      body: { type: object, properties: { usrNm: { type: string }, email: { type: string } } }
`;

const project = (screen: string) =>
  tempProject({
    'console.config.yaml': CONFIG,
    'apis/shop.api.yaml': APIS,
    'screens/orders.screen.yaml': `title: 주문\n${screen}`,
  });

const diagnostics = (screen: string) => compileProject({ root: project(screen), env: {} }).diagnostics;

const api = (input: Record<string, unknown>): DeclaredApi =>
  declaredApiSchema.parse({ upstream: 'shop', path: '/x', ...input });

describe('the keys of a declared API schema', () => {
  it('rows: the envelope body, the `rows` path, the items; the body itself without an envelope', () => {
    const row = { type: 'object', properties: { a: {}, b: {} } };
    expect(rowKeys(api({ response: { type: 'array', items: row } }))).toEqual(['a', 'b']);
    expect(
      rowKeys(
        api({
          rows: 'list',
          response: {
            type: 'object',
            properties: { resultCode: {}, body: { properties: { list: { type: 'array', items: row } } } },
          },
        }),
      ),
    ).toEqual(['a', 'b']);
    // Open objects, unresolved references and no schema at all check nothing.
    expect(rowKeys(api({ response: { type: 'array', items: { $ref: 'other.yaml#/Row' } } }))).toBeUndefined();
    expect(rowKeys(api({ response: { type: 'array', items: { type: 'object' } } }))).toBeUndefined();
    expect(rowKeys(api({}))).toBeUndefined();
  });

  it("request: the properties, one of any branch, and the path's parameters", () => {
    expect(
      requestKeys(
        api({
          path: '/orders/{orderNo}',
          request: { oneOf: [{ properties: { a: {} } }, { properties: { b: {} } }] },
        }),
      ),
    ).toEqual(['a', 'b', 'orderNo']);
    expect(
      requestKeys(api({ request: { type: 'object', patternProperties: { '^x': {} } } })),
    ).toBeUndefined();
  });
});

describe('CON315 and CON316: names a manifest binds to a declared API with a schema', () => {
  it('CON315: a grid column its rows do not have, with did-you-mean and the code frame', () => {
    const found = diagnostics(
      [
        'body:',
        '  - type: grid',
        '    source: { api: shop.orders }',
        '    columns:',
        '      - { key: ordrNo, label: 주문번호 }',
        '      - { key: amount, label: 금액 }',
        '',
      ].join('\n'),
    );
    expect(found.map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "screens/orders.screen.yaml:6:16 CON315 unknown column "ordrNo" in shop.orders's rows (did you mean "orderNo"?); its response schema gives rows orderNo, orderedAt, amount
        at body[0].columns[0].key
        4 |     source: { api: shop.orders }
        5 |     columns:
      > 6 |       - { key: ordrNo, label: 주문번호 }
          |                ^^^^^^
        7 |       - { key: amount, label: 금액 }",
      ]
    `);
  });

  it("CON315: a details item's key the answer body does not have; a loaded form's fields are not judged", () => {
    const found = diagnostics(
      [
        'body:',
        '  - type: details',
        '    source: { api: shop.profile }',
        '    items:',
        '      - { label: 이름, key: usrNm }',
        '      - { label: 이메일, key: emial }',
        '  - type: form',
        '    load: { api: shop.profile }',
        '    fields:',
        '      - { name: email, label: 이메일 }',
        '      - { name: emailConfirm, label: 이메일 확인 }',
        '',
      ].join('\n'),
    );
    expect(printed(found)).toEqual([
      'screens/orders.screen.yaml:7:28 CON315 unknown details key "emial" in shop.profile\'s answer (did you mean "email"?); its response schema gives usrNm, email',
    ]);
  });

  it("CON315: a grid's titleKey, bodyKey and initial sort are row keys too", () => {
    const found = diagnostics(
      [
        'body:',
        '  - type: grid',
        '    source: { api: shop.orders }',
        '    view: cards',
        '    titleKey: orderNumber',
        '    bodyKey: amount',
        '    sort: -orderDate',
        '    columns: [{ key: orderNo, label: 주문번호 }]',
        '',
      ].join('\n'),
    );
    expect(printed(found)).toEqual([
      `screens/orders.screen.yaml:6:15 CON315 unknown titleKey "orderNumber" in shop.orders's rows; its response schema gives rows orderNo, orderedAt, amount`,
      `screens/orders.screen.yaml:8:11 CON315 unknown sort key "orderDate" in shop.orders's rows (did you mean "orderedAt"?); its response schema gives rows orderNo, orderedAt, amount`,
    ]);
  });

  it('CON316: search fields sent to the grid they search, and fixed params', () => {
    const found = diagnostics(
      [
        'body:',
        '  - type: search',
        '    for: orders',
        '    fields:',
        '      - { name: ordrNo, label: 주문번호 }',
        '      - { name: status, label: 상태 }',
        '  - type: grid',
        '    id: orders',
        '    source: { api: shop.orders, params: { channel: WEB } }',
        '    columns: [{ key: orderNo, label: 주문번호 }]',
        '',
      ].join('\n'),
    );
    expect(printed(found)).toMatchInlineSnapshot(`
      [
        "screens/orders.screen.yaml:6:17 CON316 unknown search field "ordrNo" for shop.orders's request (did you mean "orderNo"?); its request schema takes orderNo, status, page",
        "screens/orders.screen.yaml:10:43 CON316 unknown parameter "channel" for shop.orders's request; its request schema takes orderNo, status, page",
      ]
    `);
  });

  it("CON316: a form's fields when its submit (after a confirm too) sends them, an action's params otherwise", () => {
    const found = diagnostics(
      [
        'body:',
        '  - type: form',
        '    fields:',
        '      - { name: title, label: 제목 }',
        '      - { name: contents, label: 내용 }',
        '      - { name: noticeNo, label: 번호 }',
        '    submit:',
        '      action: { confirm: 등록할까요?, then: { api: shop.notice } }',
        '  - type: form',
        '    fields: [{ name: anything, label: 아무거나 }]',
        '    submit:',
        "      action: { api: shop.notice, params: { title: '{anything}', body: x } }",
        '',
      ].join('\n'),
    );
    expect(printed(found)).toEqual([
      `screens/orders.screen.yaml:6:17 CON316 unknown field "contents" for shop.notice's request (did you mean "content"?); its request schema takes title, content, noticeNo`,
      `screens/orders.screen.yaml:13:66 CON316 unknown parameter "body" for shop.notice's request; its request schema takes title, content, noticeNo`,
    ]);
  });

  it('CON318: a file field sent to a declared API that does not bind it (its set would be swept)', () => {
    const found = diagnostics(
      [
        'body:',
        '  - type: form',
        '    fields:',
        '      - { name: title, label: 제목 }',
        '      - { name: photoFileId, label: 사진, type: file }',
        '    submit: { action: { api: shop.plain } }',
        '  - type: form',
        '    fields: [{ name: attachFileId, label: 첨부, type: file }]',
        '    submit: { action: { api: shop.attach } }',
        '',
      ].join('\n'),
    );
    expect(printed(found)).toMatchInlineSnapshot(`
      [
        "screens/orders.screen.yaml:6:17 CON318 file field "photoFileId" is sent to shop.plain, whose files do not list it: its file set would never be bound to the record and the sweep removes it after files.unboundHours; add files: [photoFileId] to apis.shop.plain",
      ]
    `);
  });

  it('checks nothing against an open schema, an API without one, or a catalogue call', () => {
    const found = diagnostics(
      [
        'body:',
        '  - type: grid',
        '    source: { api: shop.members }',
        '    columns: [{ key: nickname, label: 별명 }]',
        '  - type: grid',
        '    id: plain',
        '    source: { api: shop.plain, params: { x: 1 } }',
        '    columns: [{ key: anything, label: 아무거나 }]',
        '  - type: grid',
        '    id: menus',
        '    source: { api: menu.list }',
        '    columns: [{ key: anything, label: 아무거나 }]',
        '',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });

  it('checks the valid blocks of an invalid manifest too', () => {
    const found = diagnostics(
      [
        'body:',
        '  - type: heading',
        '    txt: 주문',
        '  - type: grid',
        '    source: { api: shop.orders }',
        '    columns: [{ key: ordrNo, label: 주문번호 }]',
        '',
      ].join('\n'),
    );
    expect(printed(found).map((l) => l.split(' ').slice(0, 2).join(' '))).toEqual([
      'screens/orders.screen.yaml:3:5 CON203',
      'screens/orders.screen.yaml:4:5 CON201',
      'screens/orders.screen.yaml:7:22 CON315',
    ]);
  });
});
