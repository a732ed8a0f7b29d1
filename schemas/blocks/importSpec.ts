import { z } from 'zod';
import { apiRef, codeGroupRef, optionSchema, validatorUse } from './references.ts';

/** What a cell of an imported column must hold: text, a number, or a date (yyyy-MM-dd). */
export const IMPORT_TYPES = ['text', 'number', 'date'] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

/**
 * One column of an Excel import: the row `key` sent to the API, its Korean header in the
 * template and the file, and the rules each cell is checked with on the server.
 */
export const importColumnSchema = z
  .strictObject({
    key: z
      .string()
      .regex(/^[A-Za-z_$][\w$]*$/, { message: 'a key of the rows sent (letters, digits, _ and $)' })
      .describe('The key of each row sent to the API.'),
    label: z.string().min(1).max(50).describe('Header of the column in the template and the uploaded file.'),
    required: z.boolean().default(false).describe('A cell must be filled. Default false.'),
    type: z
      .enum(IMPORT_TYPES)
      .default('text')
      .describe(
        'text; number (digits, commas allowed, sent as a number); date (yyyy-MM-dd, yyyy.MM.dd, yyyyMMdd or an Excel date; sent as yyyy-MM-dd). Default text.',
      ),
    codeGroup: codeGroupRef
      .optional()
      .describe(
        'The cell holds a code of this common-code group (its code or its name): a drop-down list in the template; the code is sent.',
      ),
    options: z
      .array(optionSchema)
      .min(1)
      .optional()
      .describe(
        'The cell holds one of these (its value or its label): a drop-down list in the template; the value is sent.',
      ),
    validators: z
      .array(validatorUse)
      .default([])
      .describe(
        'Validators of the cell, as a form field names them (mobile, email, businessNo, { maxLength: 20 }, …). Default [].',
      ),
    example: z.string().optional().describe('The example row of the template. Default: none.'),
    hint: z
      .string()
      .optional()
      .describe(
        'A note on the header cell of the template (the rules are written there too). Default: none.',
      ),
  })
  .refine((c) => c.codeGroup === undefined || c.options === undefined, {
    message: 'a column takes codeGroup or options, not both',
    path: ['options'],
  })
  .describe('A column of an Excel import: key, Korean header and the rules of its cells.');
export type ImportColumn = z.infer<typeof importColumnSchema>;

/**
 * `grid.import`: 엑셀 일괄 등록. A template to download, an upload checked row by row on the server
 * with the columns' rules, a preview of the rows in error (each message on its cell), a file of
 * those rows to fix, and the valid rows sent to `api` in batches (`{ rows: [...] }`), each all or
 * nothing at the backend.
 */
export const importSchema = z
  .strictObject({
    api: apiRef.describe(
      'The declared API (POST, PUT or PATCH) that receives each batch as { <rows>: [ … ] }, or a catalogue route made for imports (code.batch); all or nothing per batch.',
    ),
    label: z.string().min(1).default('엑셀 일괄 등록').describe('Button text. Default 엑셀 일괄 등록.'),
    fncId: z
      .string()
      .min(1)
      .default('SAVE')
      .describe('Function id the button and every step need on the menu. Default SAVE.'),
    fileName: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .describe(
        "The template's name (`<fileName>_양식.xlsx`). Default: the grid's title, else the screen's.",
      ),
    rows: z
      .string()
      .regex(/^[A-Za-z_$][\w$]*$/)
      .default('rows')
      .describe('Name of the list in the body of each batch. Default rows.'),
    batchSize: z
      .int()
      .min(1)
      .max(1000)
      .default(500)
      .describe('Rows sent per call of the API (one batch, all or nothing). Default 500.'),
    columns: z
      .array(importColumnSchema)
      .min(1)
      .max(100)
      .refine((cols) => new Set(cols.map((c) => c.key)).size === cols.length, {
        message: 'each column key once',
      })
      .refine((cols) => new Set(cols.map((c) => c.label)).size === cols.length, {
        message: 'each column label once (the file is read by its headers)',
      })
      .describe('The columns of the template and of the file, in order.'),
  })
  .describe(
    'An 엑셀 일괄 등록 button in the toolbar: template download, upload checked on the server, a preview with each error on its cell, a file of the rows in error, and the valid rows sent to the API in batches.',
  );
export type ImportSpec = z.infer<typeof importSchema>;
