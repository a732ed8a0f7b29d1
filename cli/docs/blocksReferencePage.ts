import type { z } from 'zod';
import {
  actionSchema,
  BLOCK_TYPES,
  blockSchema,
  bulkActionSchema,
  buttonSpec,
  columnSchema,
  fieldSchema,
  followAction,
  loadSchema,
  optionSchema,
  optionsFromSchema,
  popupSchema,
  rowActionSchema,
  sourceSchema,
  validatorUse,
} from '../../schemas/blocks/index.ts';
import { screenSchema } from '../../schemas/index.ts';
import { generatedHeader } from './generatedHeader.ts';
import { type NamedSchemas, rowsTable, schemaRows } from './schemaRows.ts';

type Schema = z.core.$ZodType;
const descriptionOf = (s: Schema) => (s as unknown as { description?: string }).description ?? '';
const optionsOf = (s: Schema) => (s as unknown as { options: readonly Schema[] }).options;
const keysOf = (s: Schema) => Object.keys((s as unknown as { shape: Record<string, Schema> }).shape);

/** The parts of a manifest documented once, in sections of their own, and linked from every row. */
const PARTS: ReadonlyArray<{ schema: Schema; title: string; href: string; label: string }> = [
  { schema: popupSchema, title: 'Popup', href: '#popup', label: 'popup' },
  { schema: fieldSchema, title: 'Field', href: '#field', label: 'field' },
  { schema: optionSchema, title: 'Option', href: '#option', label: 'option' },
  {
    schema: optionsFromSchema,
    title: 'Options from an API',
    href: '#options-from-an-api',
    label: 'options from',
  },
  { schema: columnSchema, title: 'Column', href: '#column', label: 'column' },
  { schema: sourceSchema, title: 'Source', href: '#source', label: 'source' },
  { schema: loadSchema, title: 'Load', href: '#load', label: 'load' },
  { schema: buttonSpec, title: 'Button', href: '#button', label: 'button' },
  { schema: rowActionSchema, title: 'Row action', href: '#row-action', label: 'row action' },
  { schema: bulkActionSchema, title: 'Bulk action', href: '#bulk-action', label: 'bulk action' },
  { schema: actionSchema, title: 'Action', href: '#action', label: 'action' },
];

const NAMED: NamedSchemas = new Map<Schema, { href: string; label: string }>([
  [blockSchema, { href: '#blocks', label: 'block' }],
  [followAction, { href: '#action', label: 'action' }],
  [validatorUse, { href: '../fields.md', label: 'validator' }],
  ...PARTS.map((p) => [p.schema, { href: p.href, label: p.label }] as const),
]);

/** A block's schema by its `type`, from the discriminated union. */
function blockSchemas(): Map<string, Schema> {
  const byType = new Map<string, Schema>();
  for (const option of optionsOf(blockSchema)) {
    const shape = (option as unknown as { shape: { type: { value: string } } }).shape;
    byType.set(shape.type.value, option);
  }
  return byType;
}

/** A section for a union of objects: one table per option, named after its first key. */
function unionSection(schema: Schema): string[] {
  const out: string[] = [];
  for (const option of optionsOf(schema)) {
    const first = keysOf(option)[0] ?? '';
    out.push('', `### \`${first}\``, '');
    if (descriptionOf(option)) out.push(descriptionOf(option), '');
    out.push(rowsTable(schemaRows(option, NAMED, [])));
  }
  return out;
}

/**
 * docs/reference/blocks-and-fields.md: every key of a screen manifest, of each block type, and of
 * the parts they share (fields, columns, buttons, actions), from `schemas/screen.ts` and
 * `schemas/blocks/`.
 */
export function blocksReferencePage(): string {
  const parts = [
    '# Block and field reference',
    '',
    generatedHeader('`schemas/screen.ts` and `schemas/blocks/`'),
    '',
    'Every key a screen manifest (`screens/**/*.screen.yaml`) may hold, with its type and default.',
    'The guides explain them with examples: [Screens and blocks](../screens-and-blocks.md),',
    '[Fields](../fields.md), [Data and backends](../data-and-backends.md). A name in a type column',
    '(API name, format name, …) is checked by `console validate` against what exists.',
    '',
    '## Screen manifest',
    '',
    descriptionOf(screenSchema),
    '',
    rowsTable(schemaRows(screenSchema, NAMED)),
    '',
    '## Blocks',
    '',
    'A body is a list of blocks, each chosen by its `type`:',
    `${BLOCK_TYPES.map((t) => `[\`${t}\`](#${t}-block)`).join(', ')}.`,
  ];
  const blocks = blockSchemas();
  for (const type of BLOCK_TYPES) {
    const schema = blocks.get(type);
    if (!schema) continue;
    parts.push('', `### \`${type}\` block`, '');
    if (descriptionOf(schema)) parts.push(descriptionOf(schema), '');
    const rows = schemaRows(schema, NAMED, ['type']);
    parts.push(rows.length ? rowsTable(rows) : 'No keys besides `type`.');
  }
  for (const part of PARTS) {
    parts.push('', `## ${part.title}`, '');
    if (descriptionOf(part.schema)) parts.push(descriptionOf(part.schema), '');
    if (part.schema === sourceSchema || part.schema === actionSchema)
      parts.push(...unionSection(part.schema).slice(1));
    else parts.push(rowsTable(schemaRows(part.schema, NAMED, [])));
  }
  return `${parts.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}
