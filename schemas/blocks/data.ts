import { z } from 'zod';
import { fieldSchema } from './fields.ts';
import { importSchema } from './importSpec.ts';
import {
  actionSchema,
  apiRef,
  buttonSpec,
  exportFileSchema,
  formatRef,
  gridRef,
  maskRef,
  paramsSchema,
} from './references.ts';

/** A cell value of inline rows. */
export const cellValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * Where a grid's rows come from: an API of the catalogue (`api`, with fixed `params`; a search's
 * values are added), or inline `rows` (sample data, shown with a 샘플 데이터 mark unless
 * `sample: false`).
 */
export const sourceSchema = z
  .union([
    z
      .strictObject({
        api: apiRef,
        params: paramsSchema.optional(),
      })
      .describe(
        "Rows from an API of the catalogue or a declared API; a search's values are added to params (empty ones left out).",
      ),
    z
      .strictObject({
        rows: z
          .array(z.record(z.string(), cellValue))
          .describe('The rows: objects of strings, numbers, booleans and null.'),
        /** Marks the rows as sample data on screen. Default true. */
        sample: z
          .boolean()
          .default(true)
          .describe('Marks the rows as sample data (샘플 데이터) on screen. Default true.'),
      })
      .describe('Inline rows (sample data); a search filters them in the browser.'),
  ])
  .describe('Where the rows come from: an API, or inline rows.');
export type SourceSpec = z.infer<typeof sourceSchema>;

export const ALIGNS = ['left', 'center', 'right'] as const;

/** A grid column: the row `key`, its header `label`, and how the value shows. */
export const columnSchema = z
  .strictObject({
    key: z.string().min(1).describe('The row key shown in this column.'),
    label: z.string().min(1).describe('Header text.'),
    format: formatRef.optional(),
    mask: maskRef.optional(),
    /** Click the header to sort (ascending, then descending). Default false. */
    sortable: z
      .boolean()
      .default(false)
      .describe('Click the header to sort (ascending, then descending). Default false.'),
    align: z.enum(ALIGNS).optional().describe('Cell alignment: left, center or right.'),
    /** CSS width, e.g. 8rem or 20%. */
    width: z.string().optional().describe('CSS width, e.g. 8rem or 20%.'),
    /** Keeps each value on one line. Default: true for a `format` or `mask`, else it wraps. */
    nowrap: z
      .boolean()
      .optional()
      .describe(
        'Keeps each value on one line (a phone number or a birthday the server masks, a code). Default: true for a column with `format` or `mask`, else values wrap.',
      ),
    /** Keeps the column in view while the table scrolls sideways: `left` (shown first) or `right` (shown last). */
    pin: z
      .enum(['left', 'right'])
      .optional()
      .describe(
        'Keeps the column in view while a wide table scrolls sideways: `left` (shown first, with the selection checkbox) or `right` (shown last, before 관리). A grid with any pinned column keeps its 관리 column (row actions) in view at the right too. Default: it scrolls with the others.',
      ),
    /** What a code shows as (`{ ACTIVE: 사용, BLOCKED: 차단 }`); other values show as they are. */
    labels: z
      .record(z.string(), z.string())
      .optional()
      .describe('What each code shows as ({ ACTIVE: 사용, BLOCKED: 차단 }); other values show as they are.'),
  })
  .describe('A grid column: the row key, its header label, and how the value shows.');
export type ColumnSpec = z.infer<typeof columnSchema>;

/** A row action: a button in the row's last cell; `{key}` in its action is the row's value. */
export const rowActionSchema = buttonSpec
  .extend({
    action: actionSchema.describe("What pressing it does; `{key}` takes the row's value."),
    /** Shown only in rows whose `key` holds one of `in` (연결해제 only where 연결). Default every row. */
    when: z
      .strictObject({
        key: z.string().min(1).describe('The row key looked at.'),
        in: z
          .array(z.union([z.string(), z.number(), z.boolean()]))
          .min(1)
          .describe('The values for which the button shows.'),
      })
      .optional()
      .describe(
        'Shown only in rows whose `key` holds one of the values `in` (연결해제 only in a row whose 연결 상태 is 연결). Default: in every row.',
      ),
  })
  .describe("A button in the row's last cell; `{key}` in its action is the row's value.");

/**
 * A bulk action: a button over the table acting on the selected rows. `confirm` (with `{count}`)
 * is asked once; then `action` runs once per selected row (`{key}` is that row's value), one after
 * another, and one summary says how many were done and how many failed. With `batch`, an `api`
 * action is called once instead, all or nothing: `params` filled per row, the list sent under the
 * `batch` name (`batch: menus` → `{ menus: [{ mnuId: "1010", dpYn: "N" }, …] }`, menu.batch).
 */
export const bulkActionSchema = buttonSpec
  .extend({
    action: actionSchema.describe(
      "Runs once per selected row (`{key}` is that row's value), or once with batch.",
    ),
    confirm: z
      .string()
      .min(1)
      .optional()
      .describe('Asked once before running; `{count}` is the number of selected rows. Default none.'),
    /** One call with every selected row's `params` as a list under this name. Default: a call per row. */
    batch: z
      .string()
      .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
      .optional()
      .describe(
        "One call of the api action with every selected row's params as a list under this name (all or nothing). Default: a call per row.",
      ),
  })
  .refine((bulk) => bulk.batch === undefined || ('api' in bulk.action && bulk.action.params !== undefined), {
    message: 'batch needs an api action with params (filled per row, sent as one list)',
    path: ['batch'],
  })
  .describe(
    'A button over a table grid acting on the selected rows (a checkbox per row); disabled while nothing is selected.',
  );

/** How a grid shows its rows: a table, an accordion (title + body) or cards. */
export const GRID_VIEWS = ['table', 'accordion', 'cards'] as const;

/**
 * `grid`: rows from a source in a table (or accordion, or cards) with sorting, paging, an empty
 * text and row actions. A `search` block targets it by `id`.
 */
export const gridBlock = z
  .strictObject({
    type: z.literal('grid'),
    id: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_-]*$/)
      .default('grid')
      .describe("Grid id, named by a search's for and an export action. Default grid."),
    title: z.string().optional().describe('Heading over the grid. Default none.'),
    source: sourceSchema.describe('Where the rows come from.'),
    columns: z.array(columnSchema).min(1).describe('The columns (at least one).'),
    view: z
      .enum(GRID_VIEWS)
      .default('table')
      .describe('table, accordion (title + body) or cards. Default table.'),
    /** accordion/cards: the key of the title and of the body text (default: first and second column). */
    titleKey: z
      .string()
      .optional()
      .describe('accordion/cards: the key of the title. Default: the first column.'),
    bodyKey: z
      .string()
      .optional()
      .describe('accordion/cards: the key of the body text. Default: the second column.'),
    /** Rows per page; 0 shows every row without a paginator. Default 10. */
    pageSize: z
      .int()
      .min(0)
      .max(500)
      .default(10)
      .describe('Rows per page; 0 shows every row without a paginator. Default 10.'),
    /** Initial sort: a column key, `-key` for descending. */
    sort: z.string().optional().describe('Initial sort: a column key, `-key` for descending. Default none.'),
    emptyText: z
      .string()
      .default('조회된 데이터가 없습니다.')
      .describe('Shown when there is no row. Default 조회된 데이터가 없습니다.'),
    /** Show 총 N건 above the rows. Default true. */
    showCount: z
      .boolean()
      .default(true)
      .describe('Show 총 N건 (조회 실패 after a failed read) above the rows. Default true.'),
    rowActions: z.array(rowActionSchema).default([]).describe("Buttons in each row's last cell. Default []."),
    /** Table: buttons over the rows acting on the selected ones (a checkbox per row). Default none. */
    bulkActions: z
      .array(bulkActionSchema)
      .default([])
      .describe('Table: buttons over the rows acting on the selected ones (a checkbox per row). Default [].'),
    /** Table: the row key that identifies a row for selection. Default: the first column's key. */
    rowKey: z
      .string()
      .optional()
      .describe("Table: the row key that identifies a row for selection. Default: the first column's key."),
    /** Table, below 600 px: one card a row, or the table scrolling sideways with its key column pinned. */
    mobile: z
      .enum(['cards', 'scroll'])
      .optional()
      .describe(
        'Table on a phone (below 600 px): `cards`, one card a row (the first column as its title with the row actions beside it, the other columns under it), or `scroll`, the table scrolling sideways with its first column pinned and a shadow on the side that has more. Default: cards for a grid with row actions, else scroll.',
      ),
    /** Table: 열 설정 (show, hide, order) and resizable columns, kept per user and screen. Default true. */
    /** Cell by cell with the keyboard (a `grid` to screen readers). Default false. */
    cellNavigation: z
      .boolean()
      .default(false)
      .describe(
        "Table view: cell by cell with the keyboard, as in a spreadsheet (the WAI-ARIA grid pattern: the table is a `grid` with its row and column counts; one cell is in the tab order; arrows, Home/End, Ctrl+Home/End, PageUp/PageDown by ten rows; up from the first row, the header cells (Enter reaches the sort button); Enter or F2 into a cell's button, Escape back). Default false (a table read with the screen reader's table commands).",
      ),
    columnSettings: z
      .boolean()
      .default(true)
      .describe(
        'Table: 열 설정 (show, hide, order) and resizable columns, kept per user and screen. Default true.',
      ),
    /** Table over an API: a 새로고침 button that reads the rows again. Default true. */
    refresh: z
      .boolean()
      .default(true)
      .describe('Table over an API: a 새로고침 button that reads the rows again. Default true.'),
    /** Table: page sizes offered (0 = 전체, every row, rendered as they scroll into view). Default 10, 20, 50, 100, 0. */
    pageSizes: z
      .array(z.int().min(0).max(500))
      .default([10, 20, 50, 100, 0])
      .describe(
        'Table: page sizes offered (0 = 전체, every row, rendered as they scroll into view). Default [10, 20, 50, 100, 0].',
      ),
    /**
     * An 엑셀 다운로드 button in the table's toolbar (beside 새로고침 and 열 설정, the same size): the
     * export action of this grid (every row of the search). Shown to users holding `fncId`.
     */
    export: z
      .strictObject({
        label: z.string().min(1).default('엑셀 다운로드').describe('Button text. Default 엑셀 다운로드.'),
        fncId: z
          .string()
          .min(1)
          .default('EXCEL')
          .describe('Function id the button needs (each use is recorded). Default EXCEL.'),
        ...exportFileSchema,
      })
      .optional()
      .describe(
        "Table: an 엑셀 다운로드 button in the grid's toolbar that exports every row of the search (the export action of this grid). Default none.",
      ),
    /** An 엑셀 일괄 등록 button in the table's toolbar (template, checked upload, preview, batches). */
    import: importSchema.optional(),
    /** Load rows only after the first search (API sources). Default false. */
    manual: z
      .boolean()
      .default(false)
      .describe('Load rows only after the first search (API sources). Default false.'),
  })
  .describe(
    'Rows from a source in a table (or accordion, or cards) with sorting, paging, an empty text and row actions. A search block targets it by id.',
  );
export type GridBlock = z.infer<typeof gridBlock>;

/** `search`: filter fields for a grid (`for` = its id); Enter or 조회 applies them. */
export const searchBlock = z
  .strictObject({
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
      })
      .describe('The filter fields (at least one; no button beside a field, no file field).'),
    submitLabel: z.string().default('조회').describe('Text of the apply button. Default 조회.'),
    /** Show 초기화 that clears the fields. Default true. */
    reset: z.boolean().default(true).describe('Show 초기화, which clears the fields. Default true.'),
    /** Apply on every change instead of on 조회 (segmented category filters). Default false. */
    live: z
      .boolean()
      .default(false)
      .describe('Apply on every change instead of on 조회 (segmented category filters). Default false.'),
  })
  .describe('Filter fields for a grid (`for` = its id); Enter or 조회 applies them.');
export type SearchBlock = z.infer<typeof searchBlock>;
export { buttonSpec, paramsSchema };
