import { z } from 'zod';
import { relativePath } from '../config.ts';

/** `heading`: a section heading. `level` 1-3, default 2 (the screen title is the page's h1). */
export const headingBlock = z.strictObject({
  type: z.literal('heading'),
  text: z.string().min(1),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(2),
});

/** `text`: a paragraph of plain text. */
export const textBlock = z.strictObject({
  type: z.literal('text'),
  text: z.string().min(1),
});

/** `links`: a list of links to other screens; `to` must be a relative URL. */
export const linksBlock = z.strictObject({
  type: z.literal('links'),
  title: z.string().optional(),
  items: z
    .array(
      z.strictObject({
        label: z.string().min(1),
        to: relativePath,
        description: z.string().optional(),
      }),
    )
    .min(1),
});

/** `placeholder`: marks a screen or area whose content is still to come. */
export const placeholderBlock = z.strictObject({
  type: z.literal('placeholder'),
  text: z.string().default('준비 중인 화면입니다.'),
});

/** `login`: the login form with every flow of spec section 5 (second step, approvals, password change). */
export const loginBlock = z.strictObject({
  type: z.literal('login'),
  /** Offer the `아이디 저장` option. Default true. */
  saveId: z.boolean().default(true),
});

/** Entries of the `configuration` block, in display order. */
export const CONFIGURATION_ENTRIES = ['application', 'password'] as const;

/**
 * `configuration`: the 환경설정 screen's entries. `application` (title, version, profile, system
 * code, build id) and `password` (change password; shown only when the server's
 * `canUpdateUserPassword` is on). Default both.
 */
export const configurationBlock = z.strictObject({
  type: z.literal('configuration'),
  entries: z
    .array(z.enum(CONFIGURATION_ENTRIES))
    .min(1)
    .refine((e) => new Set(e).size === e.length, { message: 'entries: each entry at most once' })
    .default(['application', 'password']),
});

/**
 * Every block a manifest body may hold. Discriminated by `type`, so the union grows by adding
 * one schema here and one renderer in runtime/client/ui/screen.
 */
export const blockSchema = z.discriminatedUnion('type', [
  headingBlock,
  textBlock,
  linksBlock,
  placeholderBlock,
  loginBlock,
  configurationBlock,
]);

export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block['type'];
