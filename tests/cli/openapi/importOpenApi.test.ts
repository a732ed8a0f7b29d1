import { describe, expect, it } from 'vitest';
import { type ImportedApi, importOpenApi, readOpenApi } from '../../../cli/openapi/index.ts';
import { apisSchema } from '../../../schemas/index.ts';

const imported = (yaml: string, prefix?: string) =>
  importOpenApi(readOpenApi(`openapi: 3.0.3\ninfo: { title: t, version: '1' }\n${yaml}`, 'doc.yaml'), {
    upstream: 'shop',
    prefix,
  });

describe('importOpenApi', () => {
  it('names operations without an operationId after their method and path, sanitises the others, and keeps names apart', () => {
    const r = imported(`
paths:
  /orders/{order-no}/lines:
    get: { responses: {} }
    head: { responses: {} }
  /a:
    post: { operationId: '1st op!', responses: {} }
    put: { operationId: 1st_op_, responses: {} }
`);
    expect(Object.keys(r.apis)).toEqual(['shop.getOrdersByOrderNoLines', 'shop.st_op_', 'shop.st_op__2']);
    expect(r.warnings).toEqual([
      'skipped HEAD /orders/{order-no}/lines: a declared API uses GET, POST, PUT, PATCH or DELETE',
      'PUT /a is named shop.st_op__2: POST /a is shop.st_op_',
    ]);
    // Every name and declaration is one the config accepts.
    expect(apisSchema.safeParse(r.apis).success).toBe(true);
  });

  it('takes the query parameters as the request of a GET, and finds rows alone when the body holds only a list', () => {
    const r = imported(`
paths:
  /members:
    parameters: [{ name: grade, in: query, schema: { type: string } }]
    get:
      operationId: list
      parameters:
        - { name: name, in: query, required: true, description: 이름, schema: { type: string } }
        - { name: X-Trace, in: header, schema: { type: string } }
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                type: object
                properties:
                  resultCode: { type: string }
                  body: { type: object, properties: { items: { type: array, items: { type: object } } } }
`);
    expect(r.apis['shop.list']).toMatchObject({
      rows: 'items',
      request: {
        type: 'object',
        properties: { grade: { type: 'string' }, name: { type: 'string', description: '이름' } },
        required: ['name'],
      },
    } satisfies Partial<ImportedApi>);
    expect(r.apis['shop.list']?.total).toBeUndefined();
  });

  it('inlines local references (a recursive one as any value at the point it recurs) and keeps others, saying so', () => {
    const r = imported(`
paths:
  /tree:
    post:
      operationId: tree
      requestBody: { $ref: '#/components/requestBodies/Tree' }
      responses:
        '201': { description: ok, content: { application/json: { schema: { $ref: 'common.yaml#/Envelope' } } } }
components:
  requestBodies:
    Tree: { content: { application/json: { schema: { $ref: '#/components/schemas/Node' } } } }
  schemas:
    Node:
      type: object
      properties:
        name: { type: string }
        children: { type: array, items: { $ref: '#/components/schemas/Node' } }
`);
    expect(r.apis['shop.tree']?.request).toEqual({
      type: 'object',
      properties: { name: { type: 'string' }, children: { type: 'array', items: {} } },
    });
    expect(r.apis['shop.tree']?.response).toEqual({ $ref: 'common.yaml#/Envelope' });
    expect(r.warnings).toEqual([
      'kept $ref common.yaml#/Envelope: only references inside the document are resolved',
    ]);
  });

  it('prefixes every name with --prefix', () => {
    const r = imported(
      'paths:\n  /a:\n    get: { operationId: orders.search, responses: {} }\n',
      'legacy.v1',
    );
    expect(Object.keys(r.apis)).toEqual(['legacy.v1.orders.search']);
  });
});
