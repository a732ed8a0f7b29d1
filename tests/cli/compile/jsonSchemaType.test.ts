import { describe, expect, it } from 'vitest';
import { jsonSchemaProblems, jsonSchemaSample, jsonSchemaType } from '../../../cli/compile/index.ts';

describe('jsonSchemaType', () => {
  it.each([
    [{ type: 'integer' }, 'number'],
    [{ type: ['string', 'null'] }, 'string | null'],
    [{ type: 'string', nullable: true }, 'string | null'],
    [{ enum: ['01', '02', 3] }, '"01" | "02" | 3'],
    [{ const: true }, 'true'],
    [{ type: 'array', items: { type: ['string', 'number'] } }, '(string | number)[]'],
    [{ type: 'array' }, 'unknown[]'],
    [{ type: 'object' }, 'Record<string, unknown>'],
    [{ type: 'object', additionalProperties: false }, 'Record<string, never>'],
    [{ type: 'object', additionalProperties: { type: 'boolean' } }, 'Record<string, boolean>'],
    [{ anyOf: [{ type: 'string' }, {}] }, 'unknown'],
    [{}, 'unknown'],
    ['not a schema', 'unknown'],
  ])('%j → %s', (schema, type) => {
    expect(jsonSchemaType(schema)).toBe(type);
  });

  it('writes objects closed, with required, quoted keys, doc comments and open extras', () => {
    expect(
      jsonSchemaType({
        type: 'object',
        required: ['a-b'],
        properties: { 'a-b': { type: 'string', description: '첫 */ 값' }, n: { type: 'number' } },
        additionalProperties: true,
      }),
    ).toBe('{\n  /** 첫 * / 값 */\n  "a-b": string;\n  n?: number;\n} & Record<string, unknown>');
    expect(
      jsonSchemaType({
        allOf: [
          { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
          { type: 'object', properties: { b: { type: 'number' } } },
        ],
      }),
    ).toBe('{\n  a: string;\n} & {\n  b?: number;\n}');
    expect(
      jsonSchemaType({
        type: 'object',
        properties: { kind: { type: 'string' } },
        oneOf: [{ properties: { kind: { const: 'a' } } }, { properties: { kind: { const: 'b' } } }],
      }),
    ).toContain(' | ');
  });
});

describe('jsonSchemaSample', () => {
  it('prefers the schema’s own values, then makes one by type (required properties and those with a value)', () => {
    expect(
      jsonSchemaSample({
        type: 'object',
        required: ['n', 'list'],
        properties: {
          n: { type: 'integer' },
          list: { type: 'array', items: { type: 'string', examples: ['x'] } },
          kind: { enum: ['A', 'B'] },
          flag: { type: 'boolean', default: true },
          skipped: { type: 'string' },
        },
      }),
    ).toEqual({ n: 0, list: ['x'], kind: 'A', flag: true });
    expect(jsonSchemaSample({ type: ['null', 'string'] })).toBe('');
    expect(jsonSchemaSample({ examples: [{ whole: 1 }], type: 'object' })).toEqual({ whole: 1 });
    expect(
      jsonSchemaSample({
        allOf: [{ properties: { a: { const: 1 } }, required: ['a'] }, { example: { b: 2 } }],
      }),
    ).toEqual({
      a: 1,
      b: 2,
    });
  });
});

describe('jsonSchemaProblems', () => {
  it('passes what it can type', () => {
    expect(
      jsonSchemaProblems({
        type: 'object',
        required: ['a'],
        properties: {
          a: { type: ['string', 'null'] },
          b: { oneOf: [{ const: 1 }, { type: 'array', items: {} }] },
        },
        additionalProperties: { type: 'number' },
      }),
    ).toEqual([]);
  });

  it('names each problem with its path inside the schema', () => {
    expect(
      jsonSchemaProblems({
        type: ['object', 'map'],
        required: 'a',
        properties: { a: 'string', b: { items: { $ref: '#/x' } } },
        anyOf: [],
        enum: [],
      }),
    ).toEqual([
      { path: ['type', 1], message: expect.stringContaining('unknown type "map"') },
      { path: ['properties', 'a'], message: expect.stringContaining('a schema is a mapping') },
      {
        path: ['properties', 'b', 'items'],
        key: '$ref',
        message: expect.stringContaining('$ref is not supported'),
      },
      { path: ['required'], message: 'required is a list of property names' },
      { path: ['anyOf'], message: 'anyOf is a non-empty list of schemas' },
      { path: ['enum'], message: 'enum is a non-empty list of the allowed values' },
    ]);
  });
});
