import { z } from 'zod';
import { DATE_RANGE_PRESETS } from '../../runtime/core/time/index.ts';
import {
  actionSchema,
  apiRef,
  codeGroupRef,
  formatRef,
  maskRef,
  optionSchema,
  paramsSchema,
  validatorUse,
} from './references.ts';

/**
 * Choices read from an API (catalogue or declared) when the field shows: each row's `value` key is
 * the choice's value and its `label` key what is shown (`{ api: menu.list, value: mnuId, label: mnuNm }`).
 */
export const optionsFromSchema = z
  .strictObject({
    api: apiRef,
    params: paramsSchema.optional(),
    value: z.string().min(1).describe("The row key holding each choice's value."),
    label: z.string().min(1).describe('The row key holding what is shown.'),
  })
  .describe(
    "Choices read from an API's rows when the field shows (`{ api: menu.list, value: mnuId, label: mnuNm }`).",
  );

const recordKey = z
  .string()
  .regex(/^[A-Za-z_$][\w$]*$/, { message: 'a key of the record (letters, digits, _ and $)' });

/** One node of a check tree written in the manifest (`tree.nodes`): a fixed tree, no API behind it. */
export const checkTreeNodeSchema = z
  .strictObject({
    id: z
      .string()
      .min(1)
      .regex(/^[^:]+$/, { message: 'a node id has no colon' })
      .describe("The node's id (its token)."),
    label: z.string().min(1).describe("The node's label."),
    depth: z.number().int().min(1).max(10).default(1).describe('Depth, 1 at the top. Default 1.'),
    checks: z
      .array(
        z
          .string()
          .min(1)
          .regex(/^[^:]+$/, { message: 'a check id has no colon' }),
      )
      .default([])
      .describe('Its own checks, each a column. Default none.'),
  })
  .describe('A node of a fixed check tree: id, label, depth and its checks.');

/**
 * `checkTree`: where its tree is and how to read each node. The nodes are a list in tree order (a
 * parent before its children): under key `from` of the record the form starts from (its `load`
 * answer, or the values its popup was opened with), or written in the manifest as `nodes` (a fixed
 * tree: notification channels, a consent matrix).
 */
export const checkTreeSchema = z
  .strictObject({
    from: recordKey
      .optional()
      .describe(
        "The record's key holding the nodes, in tree order (role.grants: menus). Either this or nodes.",
      ),
    nodes: z
      .array(checkTreeNodeSchema)
      .min(1)
      .optional()
      .describe('The nodes written here, in tree order (a fixed tree). Either this or from.'),
    id: recordKey.default('id').describe("Each node's id key (the value's token). Default id."),
    label: recordKey.default('label').describe("Each node's label key. Default label."),
    depth: recordKey.default('depth').describe("Each node's depth key (1 at the top). Default depth."),
    checks: recordKey
      .optional()
      .describe(
        "Each node's key holding its own checks (functions): a list of ids, each a column. Default none.",
      ),
    checkLabels: z
      .record(z.string(), z.string())
      .default({})
      .describe('Column labels of the checks by id (SEARCH: 조회). Default: the id.'),
    nodeLabel: z.string().default('사용').describe("Column label of the node's own check. Default 사용."),
  })
  .superRefine((tree, ctx) => {
    if ((tree.from === undefined) === (tree.nodes === undefined))
      ctx.addIssue({
        code: 'custom',
        path: tree.from === undefined ? [] : ['nodes'],
        message: 'either from (a key of the record) or nodes (a fixed tree), not both and not neither',
      });
  })
  .describe(
    "checkTree: the nodes (record key `from`, or `nodes` written here, in tree order) and each node's id, label, depth and checks.",
  );

/** Input types a form or search field may have; each is a component of the kit. */
export const FIELD_TYPES = [
  'text',
  'password',
  'search',
  'number',
  'bytes',
  'textarea',
  'select',
  'checkbox',
  'checkboxes',
  'radio',
  'switch',
  'segmented',
  'date',
  'dateRange',
  'display',
  'file',
  'checkTree',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Field types that choose among `options` (or a common-code group's codes). */
export const CHOICE_FIELD_TYPES: readonly FieldType[] = ['select', 'checkboxes', 'radio', 'segmented'];

const dateBound = z.string().regex(/^(\d{4}-\d{2}-\d{2}|today([+-]\d+)?)$/, {
  message: 'a date yyyy-MM-dd, today, today-7 or today+30',
});

/**
 * One form or search field. `name` is the key of its value (sent to the API, matched against row
 * keys by a search). `type` picks the kit component; choice types take `options` or `codeGroup`.
 */
export const fieldSchema = z
  .strictObject({
    name: z
      .string()
      .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, { message: 'a name of letters, digits and _ (the value key)' })
      .describe('The key of the value: sent to the API, matched against row keys by a search.'),
    label: z.string().min(1).describe('The visible label (the accessible name).'),
    type: z
      .enum(FIELD_TYPES)
      .default('text')
      .describe('The input, a component of the kit (see docs/fields.md). Default text.'),
    placeholder: z.string().optional().describe('Text shown while empty.'),
    /** Help line under the field. */
    hint: z.string().optional().describe('Help line under the field.'),
    /** Same as listing `required` first among the validators. */
    required: z
      .boolean()
      .default(false)
      .describe('Same as listing required first among the validators. Default false.'),
    validators: z
      .array(validatorUse)
      .default([])
      .describe('Checks on blur and on submit: a name, or { name: parameter, message }. Default [].'),
    options: z
      .array(optionSchema)
      .optional()
      .describe('Choices of a select, radio, segmented or checkboxes field.'),
    codeGroup: codeGroupRef.optional(),
    /** Choices from an API's rows instead of `options` or `codeGroup`. */
    optionsFrom: optionsFromSchema
      .optional()
      .describe("Choices from an API's rows, instead of options or codeGroup."),
    /** Initial value: text, true/false for checkbox and switch, a list for checkboxes, [from, to] for dateRange. */
    default: z
      .union([z.string(), z.boolean(), z.array(z.string())])
      .optional()
      .describe(
        'Initial value: text, true/false for checkbox and switch, a list for checkboxes, [from, to] for dateRange.',
      ),
    disabled: z.boolean().default(false).describe('Shown but not editable. Default false.'),
    /** `bytes`: the byte limit (Hangul 2 bytes). */
    maxBytes: z
      .int()
      .min(1)
      .optional()
      .describe('bytes: the byte limit (Hangul and newline count 2); textarea: a byte counter.'),
    /** `date`/`dateRange`: earliest and latest selectable day; `file`: the most files (`max: 5`). */
    min: dateBound
      .optional()
      .describe('date/dateRange: the earliest selectable day (yyyy-MM-dd, today, today-7, today+30).'),
    max: z
      .union([dateBound, z.int().min(1).max(50)])
      .optional()
      .describe('date/dateRange: the latest selectable day; file: the most files (1-50).'),
    /** `dateRange`: quick ranges ending today, offered in this order. */
    presets: z
      .array(z.enum(DATE_RANGE_PRESETS))
      .min(1)
      .optional()
      .describe(
        'dateRange: quick ranges ending today (the console day, app.timeZone), as buttons in this order: today (오늘), 1w (1주일), 1m (1개월), 3m (3개월), 6m (6개월), 9m (9개월), 1y (1년). Default none.',
      ),
    /** `file`: the file group (its accept list and maximum size, from the initial data). Default DEFAULT. */
    fileGrpId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,50}$/)
      .optional()
      .describe(
        'file: the file group (its accept list and maximum size, from the initial data). Default DEFAULT.',
      ),
    /** `file`: more than one file. Default false (one file). */
    multiple: z.boolean().default(false).describe('file: more than one file. Default false.'),
    /** `display`: how the value is shown. */
    format: formatRef.optional(),
    mask: maskRef.optional(),
    /** Search fields: the row keys this value is matched against (default: the field name). */
    matches: z
      .array(z.string().min(1))
      .optional()
      .describe('Search fields: the row keys this value is matched against. Default: the field name.'),
    /** `checkboxes`: label of a 전체 선택 box that ticks every option. */
    allLabel: z.string().optional().describe('checkboxes: label of a 전체 box that ticks every option.'),
    /** `checkTree`: where the tree is; the value is the ticked tokens (`id`, `id:check`). */
    tree: checkTreeSchema.optional(),
    /** Takes the whole row of a two-column form. */
    wide: z.boolean().default(false).describe('Takes the whole row of a two-column form. Default false.'),
    /**
     * `text`/`number` in a form: a button beside the input (중복 확인, 인증요청, 주소검색). Its action
     * runs with the form's values once this field passes its own checks (the rest of the form is
     * not checked); an `api` action sends the form's values unless it names `params`.
     */
    button: z
      .strictObject({
        label: z.string().min(1).describe('Button text.'),
        action: actionSchema.describe(
          "What it does; an api action sends the form's values unless it names params.",
        ),
      })
      .optional()
      .describe(
        "text/number in a form: a button beside the input (중복 확인, 주소검색); it checks only this field, runs its action with the form's values and never submits the form.",
      ),
  })
  .superRefine((f, ctx) => {
    if (f.type === 'file' && typeof f.max === 'string')
      ctx.addIssue({
        code: 'custom',
        path: ['max'],
        message: 'max: the most files of a file field, a number (max: 5)',
      });
    if (f.type !== 'file' && typeof f.max === 'number')
      ctx.addIssue({
        code: 'custom',
        path: ['max'],
        message: 'max: a date (yyyy-MM-dd, today, today+30); a number only for a file field',
      });
    if (f.type !== 'file' && (f.fileGrpId !== undefined || f.multiple))
      ctx.addIssue({
        code: 'custom',
        path: [f.fileGrpId !== undefined ? 'fileGrpId' : 'multiple'],
        message: `only a file field takes fileGrpId and multiple (this is ${f.type})`,
      });
    if (f.presets !== undefined && f.type !== 'dateRange')
      ctx.addIssue({
        code: 'custom',
        path: ['presets'],
        message: `presets: only a dateRange field offers quick ranges (this is ${f.type})`,
      });
    if (f.button !== undefined && f.type !== 'text' && f.type !== 'number')
      ctx.addIssue({
        code: 'custom',
        path: ['button'],
        message: `button: only a text or number field has a button beside it (this is ${f.type})`,
      });
    if ((f.type === 'checkTree') !== (f.tree !== undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['tree'],
        message:
          f.type === 'checkTree'
            ? 'tree: a checkTree field needs tree: { from, id, label, depth, checks } or tree: { nodes }'
            : `tree: only a checkTree field takes a tree (this is ${f.type})`,
      });
    if (f.type === 'bytes' && f.maxBytes === undefined)
      ctx.addIssue({ code: 'custom', path: ['maxBytes'], message: 'maxBytes: required for a bytes field' });
    if (
      CHOICE_FIELD_TYPES.includes(f.type) &&
      f.options === undefined &&
      f.codeGroup === undefined &&
      f.optionsFrom === undefined
    )
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: `options: a ${f.type} field needs options, codeGroup or optionsFrom`,
      });
  })
  .describe('One form or search field: its value key, label, input type, checks and choices.');
export type FieldSpec = z.infer<typeof fieldSchema>;
