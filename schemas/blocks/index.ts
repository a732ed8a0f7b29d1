import { z } from 'zod';
import {
  buttonBlock,
  buttonsBlock,
  cardsBlock,
  componentBlock,
  configurationBlock,
  detailsBlock,
  dialogBlock,
  filesBlock,
  formBlock,
  headingBlock,
  imageBlock,
  linkBlock,
  linksBlock,
  loaderBlock,
  loginBlock,
  noticeBlock,
  placeholderBlock,
  stepsBlock,
  textBlock,
} from './content.ts';
import { gridBlock, searchBlock } from './data.ts';
import { chartBlock, statsBlock } from './figures.ts';

export * from './content.ts';
export * from './data.ts';
export * from './fields.ts';
export * from './figures.ts';
export * from './importSpec.ts';
export * from './references.ts';

/** Blocks that hold no other blocks. */
const leafBlocks = [
  headingBlock,
  textBlock,
  noticeBlock,
  linksBlock,
  linkBlock,
  placeholderBlock,
  loginBlock,
  configurationBlock,
  buttonBlock,
  buttonsBlock,
  dialogBlock,
  stepsBlock,
  cardsBlock,
  detailsBlock,
  filesBlock,
  formBlock,
  searchBlock,
  gridBlock,
  statsBlock,
  chartBlock,
  loaderBlock,
  imageBlock,
  componentBlock,
] as const;

type LeafBlock = z.infer<(typeof leafBlocks)[number]>;
type LeafBlockInput = z.input<(typeof leafBlocks)[number]>;

/** A panel of `tabs` or `accordion`: a label and the blocks it shows. */
export interface Panel {
  label: string;
  body: Block[];
}
export interface TabsBlock {
  type: 'tabs';
  /** 0-based index of the tab shown first. */
  active: number;
  items: Panel[];
}
export interface AccordionBlock {
  type: 'accordion';
  /** Several panels may be open at once. */
  multiple: boolean;
  items: Array<Panel & { meta?: string | undefined }>;
}
/** A documentation example: blocks shown live next to the YAML that produced them. */
export interface ExampleBlock {
  type: 'example';
  title: string;
  description?: string | undefined;
  body: Block[];
  /** The example's YAML as written in the manifest; filled by the build, not by the integrator. */
  source?: string;
}
export type Block = LeafBlock | TabsBlock | AccordionBlock | ExampleBlock;

interface PanelInput {
  label: string;
  body?: BlockInput[];
}
type TabsBlockInput = { type: 'tabs'; active?: number; items: PanelInput[] };
type AccordionBlockInput = {
  type: 'accordion';
  multiple?: boolean;
  items: Array<PanelInput & { meta?: string }>;
};
type ExampleBlockInput = { type: 'example'; title: string; description?: string; body?: BlockInput[] };
export type BlockInput = LeafBlockInput | TabsBlockInput | AccordionBlockInput | ExampleBlockInput;

const body = (): z.ZodType<Block[], BlockInput[] | undefined> =>
  z.lazy(() => z.array(blockSchema)).default([]) as unknown as z.ZodType<Block[], BlockInput[] | undefined>;

/** `tabs`: panels of blocks behind WAI-ARIA tabs. */
export const tabsBlock = z
  .strictObject({
    type: z.literal('tabs'),
    active: z.int().min(0).default(0).describe('0-based index of the tab shown first. Default 0.'),
    items: z
      .array(
        z.strictObject({
          label: z.string().min(1).describe('Tab label.'),
          body: body().describe("The panel's blocks. Default []."),
        }),
      )
      .min(1)
      .describe('The tabs (at least one).'),
  })
  .describe('Panels of blocks behind WAI-ARIA tabs.');

/** `accordion`: panels of blocks that open and close (FAQ, notices). */
export const accordionBlock = z
  .strictObject({
    type: z.literal('accordion'),
    multiple: z.boolean().default(false).describe('Several panels may be open at once. Default false.'),
    items: z
      .array(
        z.strictObject({
          label: z.string().min(1).describe('Panel heading.'),
          meta: z.string().optional().describe('A line beside the heading (a date, a category).'),
          body: body().describe("The panel's blocks. Default []."),
        }),
      )
      .min(1)
      .describe('The panels (at least one).'),
  })
  .describe('Panels of blocks that open and close (FAQ, notices).');

/** `example`: for documentation pages, blocks rendered live beside their own YAML. */
export const exampleBlock = z
  .strictObject({
    type: z.literal('example'),
    title: z.string().min(1).describe('Example title.'),
    description: z.string().optional().describe('A line under the title.'),
    body: body().describe('The blocks shown live beside their YAML. Default [].'),
  })
  .describe('For documentation pages: blocks rendered live beside their own YAML.');

/**
 * Every block a manifest body may hold. Discriminated by `type`, so the union grows by adding
 * one schema here and one renderer in runtime/client/ui/screen.
 */
export const blockSchema: z.ZodType<Block, BlockInput> = z.discriminatedUnion('type', [
  ...leafBlocks,
  tabsBlock,
  accordionBlock,
  exampleBlock,
]) as unknown as z.ZodType<Block, BlockInput>;

export type BlockType = Block['type'];
/** Every block type, in documentation order. */
export const BLOCK_TYPES: readonly BlockType[] = [
  ...leafBlocks.map((b) => b.shape.type.value),
  'tabs',
  'accordion',
  'example',
];

/** A popup of a screen: a title and the blocks it shows, opened by `popup: id`. */
export const popupSchema = z
  .strictObject({
    title: z.string().min(1).describe('Popup title.'),
    size: z
      .enum(['small', 'medium', 'large'])
      .default('medium')
      .describe('small, medium or large. Default medium.'),
    body: body().describe("The popup's blocks. Default []."),
  })
  .describe('A popup of a screen: a title and the blocks it shows in a modal, opened by `popup: id`.');
export type PopupSpec = z.infer<typeof popupSchema>;
