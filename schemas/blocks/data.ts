import { z } from 'zod';
import { fieldSchema } from './fields.ts';
import { actionSchema, apiRef, buttonSpec, formatRef, gridRef, maskRef, paramsSchema } from './references.ts';

/** A cell value of inline rows. */
export const cellValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * Where a grid's rows come from: an API of the catalogue (`api`, with fixed `params`; a search's
 * values are added), or inline `rows` (sample data, shown with a 샘플 데이터 mark unless
 * `sample: false`).
 */
export const sourceSchema = z.union([
  z.strictObject({
    api: apiRef,
    params: paramsSchema.optional(),
  }),
  z.strictObject({
    rows: z.array(z.record(z.string(), cellValue)),
    /** Marks the rows as sample data on screen. Default true. */
    sample: z.boolean().default(true),
  }),
]);
export type SourceSpec = z.infer<typeof sourceSchema>;

export const ALIGNS = ['left', 'center', 'right'] as const;

/** A grid column: the row `key`, its header `label`, and how the value shows. */
export const columnSchema = z.strictObject({
  key: z.string().min(1),
  label: z.string().min(1),
  format: formatRef.optional(),
  mask: maskRef.optional(),
  /** Click the header to sort (ascending, then descending). Default false. */
  sortable: z.boolean().default(false),
  align: z.enum(ALIGNS).optional(),
  /** CSS width, e.g. 8rem or 20%. */
  width: z.string().optional(),
});
export type ColumnSpec = z.infer<typeof columnSchema>;

/** A row action: a button in the row's last cell; `{key}` in its action is the row's value. */
export const rowActionSchema = buttonSpec.extend({ action: actionSchema });

/**
 * A bulk action: a button over the table acting on the selected rows. `confirm` (with `{count}`)
 * is asked once; then `action` runs once per selected row (`{key}` is that row's value), one after
 * another, and one summary says how many were done and how many failed. With `batch`, an `api`
 * action is called once instead, all or nothing: `params` filled per row, the list sent under the
 * `batch` name (`batch: menus` → `{ menus: [{ mnuId: "1010", dpYn: "N" }, …] }`, menu.batch).
 */
export const bulkActionSchema = buttonSpec
  .extend({
    action: actionSchema,
    confirm: z.string().min(1).optional(),
    /** One call with every selected row's `params` as a list under this name. Default: a call per row. */
    batch: z
      .string()
      .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
      .optional(),
  })
  .refine((bulk) => bulk.batch === undefined || ('api' in bulk.action && bulk.action.params !== undefined), {
    message: 'batch needs an api action with params (filled per row, sent as one list)',
    path: ['batch'],
  });

/** How a grid shows its rows: a table, an accordion (title + body) or cards. */
export const GRID_VIEWS = ['table', 'accordion', 'cards'] as const;

/**
 * `grid`: rows from a source in a table (or accordion, or cards) with sorting, paging, an empty
 * text and row actions. A `search` block targets it by `id`.
 */
export const gridBlock = z.strictObject({
  type: z.literal('grid'),
  id: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_-]*$/)
    .default('grid'),
  title: z.string().optional(),
  source: sourceSchema,
  columns: z.array(columnSchema).min(1),
  view: z.enum(GRID_VIEWS).default('table'),
  /** accordion/cards: the key of the title and of the body text (default: first and second column). */
  titleKey: z.string().optional(),
  bodyKey: z.string().optional(),
  /** Rows per page; 0 shows every row without a paginator. Default 10. */
  pageSize: z.int().min(0).max(500).default(10),
  /** Initial sort: a column key, `-key` for descending. */
  sort: z.string().optional(),
  emptyText: z.string().default('조회된 데이터가 없습니다.'),
  /** Show 총 N건 above the rows. Default true. */
  showCount: z.boolean().default(true),
  rowActions: z.array(rowActionSchema).default([]),
  /** Table: buttons over the rows acting on the selected ones (a checkbox per row). Default none. */
  bulkActions: z.array(bulkActionSchema).default([]),
  /** Table: the row key that identifies a row for selection. Default: the first column's key. */
  rowKey: z.string().optional(),
  /** Table: 열 설정 (show, hide, order) and resizable columns, kept per user and screen. Default true. */
  columnSettings: z.boolean().default(true),
  /** Table over an API: a 새로고침 button that reads the rows again. Default true. */
  refresh: z.boolean().default(true),
  /** Table: page sizes offered (0 = 전체, every row, rendered as they scroll into view). Default 10, 20, 50, 100, 0. */
  pageSizes: z.array(z.int().min(0).max(500)).default([10, 20, 50, 100, 0]),
  /** Load rows only after the first search (API sources). Default false. */
  manual: z.boolean().default(false),
});
export type GridBlock = z.infer<typeof gridBlock>;

/** `search`: filter fields for a grid (`for` = its id); Enter or 조회 applies them. */
export const searchBlock = z.strictObject({
  type: z.literal('search'),
  for: gridRef.default('grid'),
  fields: z
    .array(fieldSchema)
    .min(1)
    .refine((fields) => fields.every((f) => f.button === undefined), {
      message: 'a search field has no button beside it (a form field may)',
    })
    .refine((fields) => fields.every((f) => f.type !== 'file'), {
      message: 'a search has no file field (a form may)',
    }),
  submitLabel: z.string().default('조회'),
  /** Show 초기화 that clears the fields. Default true. */
  reset: z.boolean().default(true),
  /** Apply on every change instead of on 조회 (segmented category filters). Default false. */
  live: z.boolean().default(false),
});
export type SearchBlock = z.infer<typeof searchBlock>;
export { buttonSpec, paramsSchema };
