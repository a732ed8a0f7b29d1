import { z } from 'zod';
import { formatRef, loadSchema, relativePath } from './references.ts';

/**
 * `stats`: figures as KPI cards (오늘 신규 회원 12명). Each item reads `key` of the answer of the
 * block's `source`, or of its own `source` (one read per distinct source). A figure whose read is
 * refused for lack of authority (HTTP 403) is left out: a user sees only the figures they may read.
 */
export const statsBlock = z
  .strictObject({
    type: z.literal('stats'),
    title: z.string().optional().describe('Heading over the cards. Default none.'),
    source: loadSchema
      .optional()
      .describe("The record the items' keys read. Default: each item's own source."),
    items: z
      .array(
        z.strictObject({
          label: z.string().min(1).describe('What the figure is (신규 회원).'),
          key: z.string().min(1).describe('The key of the answer body holding the figure.'),
          source: loadSchema
            .optional()
            .describe("This item's own read (another API than the block's). Default: the block's source."),
          format: formatRef.optional(),
          unit: z.string().max(10).optional().describe('Unit after the figure (명, P, 건). Default none.'),
          to: relativePath
            .optional()
            .describe('Route the card links to (the screen behind the figure). Default none.'),
        }),
      )
      .min(1)
      .max(8)
      .describe('The figures, 1 to 8, in order.'),
  })
  .refine((b) => b.source !== undefined || b.items.every((i) => i.source !== undefined), {
    message: 'every item needs a source when the block has none',
    path: ['source'],
  })
  .describe(
    'Figures as KPI cards, each the key of an API answer (the block’s source or its own); a figure the user may not read (403) is left out.',
  );
export type StatsBlock = z.infer<typeof statsBlock>;

export const CHART_KINDS = ['line', 'bar', 'pie'] as const;

const chartColumn = z.strictObject({
  key: z.string().min(1).describe('The row key.'),
  label: z.string().min(1).describe('Legend and table header.'),
  format: formatRef.optional(),
});

/**
 * `chart`: rows of an API drawn as a line, bar or pie chart (the chart library loads with the first
 * chart, never on /login), with the same rows as a table for screen readers and a 표로 보기 toggle.
 */
export const chartBlock = z
  .strictObject({
    type: z.literal('chart'),
    kind: z.enum(CHART_KINDS).describe('line, bar or pie.'),
    title: z.string().min(1).describe('Heading, and the caption of the table the chart is drawn from.'),
    source: loadSchema.describe('The rows: an API (its declared `rows` path) and its parameters.'),
    x: chartColumn.describe('The category of each row: the x axis, or the slice of a pie (its label).'),
    series: z
      .array(chartColumn)
      .min(1)
      .max(6)
      .describe('The values drawn per row, 1 to 6 (a pie draws exactly one).'),
    unit: z
      .string()
      .max(10)
      .optional()
      .describe('Unit of the values (P, 명) in the tooltip and table. Default none.'),
    height: z.int().min(160).max(600).default(280).describe('Height in px of the chart. Default 280.'),
    width: z
      .enum(['full', 'half'])
      .default('full')
      .describe('full, or half: two half charts in a row share it (full width below 960 px). Default full.'),
  })
  .refine((b) => b.kind !== 'pie' || b.series.length === 1, {
    message: 'a pie chart draws exactly one series',
    path: ['series'],
  })
  .describe(
    'Rows of an API as a line, bar or pie chart, with the same rows as an accessible table (표로 보기).',
  );
export type ChartBlock = z.infer<typeof chartBlock>;
