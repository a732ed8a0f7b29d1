import { z } from 'zod';
import { fieldSchema } from './fields.ts';
import {
  actionSchema,
  BUTTON_VARIANTS,
  buttonSpec,
  followAction,
  formatRef,
  loadSchema,
  maskRef,
  popupRef,
  relativePath,
} from './references.ts';

/** `heading`: a section heading. `level` 1-3, default 2 (the screen title is the page's h1). */
export const headingBlock = z
  .strictObject({
    type: z.literal('heading'),
    text: z.string().min(1).describe('The heading text.'),
    level: z
      .union([z.literal(1), z.literal(2), z.literal(3)])
      .default(2)
      .describe('Level 1-3; 1 and 2 render as h2 (the title is the only h1). Default 2.'),
  })
  .describe("A section heading (the screen's title is the page's only h1).");

/** `text`: a paragraph. `**bold**` marks emphasis; `lead` makes it the screen's introduction line. */
export const textBlock = z
  .strictObject({
    type: z.literal('text'),
    text: z.string().min(1).describe('The paragraph; `**bold**` marks emphasis.'),
    lead: z.boolean().default(false).describe("The screen's introduction line. Default false."),
  })
  .describe('A paragraph.');

export const NOTICE_TONES = ['info', 'warning', 'success', 'error'] as const;

/** `notice`: a boxed message with an optional title and list (유의사항, warnings, results). */
export const noticeBlock = z
  .strictObject({
    type: z.literal('notice'),
    tone: z
      .enum(NOTICE_TONES)
      .default('info')
      .describe('Colour and icon: info, warning, success or error. Default info.'),
    title: z.string().optional().describe('Bold first line. Default none.'),
    text: z.string().optional().describe('The message. Default none.'),
    items: z.array(z.string().min(1)).default([]).describe('List lines under the text. Default [].'),
  })
  .describe('A boxed message with an optional title and list (유의사항, warnings, results).');

/**
 * `links`: a list of links to other screens; `to` must be a relative URL. With `source`, the links
 * are the rows of an API (최근 메뉴): `label`, `to` and `description` name their keys, and only a row
 * whose `to` is a path of this console (`/…`) becomes a link.
 */
export const linksBlock = z
  .strictObject({
    type: z.literal('links'),
    title: z.string().optional().describe('Heading over the list. Default none.'),
    items: z
      .array(
        z.strictObject({
          label: z.string().min(1).describe('Link text.'),
          to: relativePath.describe('Route of a screen of this console (CON305 when no screen has it).'),
          description: z.string().optional().describe('A line under the link. Default none.'),
        }),
      )
      .default([])
      .describe('The links. Default [] (then `source` gives them).'),
    source: loadSchema
      .extend({
        label: z.string().min(1).describe('The row key of the link text.'),
        to: z.string().min(1).describe('The row key of the route (a path of this console).'),
        description: z
          .string()
          .min(1)
          .optional()
          .describe('The row key of the line under the link. Default none.'),
        format: formatRef.optional().describe('How the description shows (datetime). Default: as it is.'),
      })
      .optional()
      .describe('The links from the rows of an API, after the fixed items. Default none.'),
    emptyText: z
      .string()
      .default('표시할 항목이 없습니다.')
      .describe('Shown when there is no link. Default 표시할 항목이 없습니다.'),
  })
  .refine((b) => b.items.length > 0 || b.source !== undefined, {
    message: 'a links block needs items or a source',
    path: ['items'],
  })
  .describe('A list of links to other screens, fixed or from the rows of an API.');

/** `link`: one link to another screen, as text or looking like a button. */
export const linkBlock = z
  .strictObject({
    type: z.literal('link'),
    label: z.string().min(1).describe('Link text.'),
    to: relativePath.describe('Route of a screen of this console (CON305 when no screen has it).'),
    variant: z
      .enum(['text', ...BUTTON_VARIANTS])
      .default('text')
      .describe('text, or a button look: primary, secondary or tertiary. Default text.'),
  })
  .describe('One link to another screen, as text or looking like a button.');

/** `placeholder`: marks a screen or area whose content is still to come. */
export const placeholderBlock = z
  .strictObject({
    type: z.literal('placeholder'),
    text: z.string().default('준비 중인 화면입니다.').describe('The message. Default 준비 중인 화면입니다.'),
  })
  .describe('Marks a screen or area whose content is still to come.');

/** `login`: the login form with every flow of spec section 5 (second step, approvals, password change). */
export const loginBlock = z
  .strictObject({
    type: z.literal('login'),
    /** Offer the `아이디 저장` option. Default true. */
    saveId: z
      .boolean()
      .default(true)
      .describe('Offer 아이디 저장 (keeps the id in local storage, never the password). Default true.'),
  })
  .describe('The login form with every flow of spec section 5 (second step, approvals, password change).');

/** Entries of the `configuration` block, in display order. */
export const CONFIGURATION_ENTRIES = ['account', 'application', 'password'] as const;

/**
 * `configuration`: the 환경설정 screen's entries. `account` (내 정보: the user's own account, role,
 * masked contacts, password age, the previous login and failed attempts since), `application`
 * (title, version, profile, system code, build id) and `password` (change password; shown only
 * when the server's `canUpdateUserPassword` is on). Default all three.
 */
export const configurationBlock = z
  .strictObject({
    type: z.literal('configuration'),
    entries: z
      .array(z.enum(CONFIGURATION_ENTRIES))
      .min(1)
      .refine((e) => new Set(e).size === e.length, { message: 'entries: each entry at most once' })
      .default(['account', 'password', 'application'])
      .describe(
        "Entries in display order: account (내 정보: the user's id, name, role, masked e-mail and mobile, second step, password changed and due, the previous login with the failed attempts since), password (password change, shown when the server allows it) and application (title, version, profile, system code, build id). Default [account, password, application].",
      ),
  })
  .describe("The 환경설정 (configuration) screen's entries.");

/** `button`: one button (see buttonSpec); hidden without the authority its `fncId` names. */
export const buttonBlock = buttonSpec
  .extend({ type: z.literal('button') })
  .describe('One button; hidden without the authority its fncId names.');

/** `buttons`: a row of buttons (취소 / 확인). */
export const buttonsBlock = z
  .strictObject({
    type: z.literal('buttons'),
    align: z
      .enum(['left', 'center', 'right'])
      .default('center')
      .describe('left, center or right. Default center.'),
    items: z.array(buttonSpec).min(1).describe('The buttons, in order (at least one).'),
  })
  .describe('A row of buttons (취소 / 확인).');

/** `dialog`: a button that opens an alert, a confirm or a popup of this screen. */
export const dialogBlock = z
  .strictObject({
    type: z.literal('dialog'),
    label: z.string().min(1).describe('Button text.'),
    variant: z
      .enum(BUTTON_VARIANTS)
      .default('secondary')
      .describe('Button look: primary, secondary, tertiary or text. Default secondary.'),
    title: z.string().optional().describe('Title of the alert or confirm. Default none.'),
    alert: z.string().optional().describe('Opens an alert with this message.'),
    confirm: z.string().optional().describe('Opens a confirm (취소 / 확인) with this question.'),
    popup: popupRef.optional(),
    /** After a confirm's 확인. */
    then: followAction.optional().describe("What a confirm's 확인 does. Default nothing more."),
  })
  .refine((d) => [d.alert, d.confirm, d.popup].filter((v) => v !== undefined).length === 1, {
    message: 'a dialog opens exactly one of alert, confirm or popup',
  })
  .describe('A button that opens an alert, a confirm or a popup of this screen (exactly one of them).');

/** `steps`: a progress line (약관동의 › 정보입력 › 가입완료) with the current step. */
export const stepsBlock = z
  .strictObject({
    type: z.literal('steps'),
    items: z.array(z.string().min(1)).min(2).describe('Step labels (at least two).'),
    /** 0-based index of the current step. Default 0. */
    current: z.int().min(0).default(0).describe('0-based index of the current step. Default 0.'),
  })
  .describe('A progress line (약관동의 › 정보입력 › 가입완료) with the current step.');

/** `cards`: a grid of cards, each with a title, text, badge, image and an optional link. */
export const cardsBlock = z
  .strictObject({
    type: z.literal('cards'),
    columns: z.int().min(1).max(4).default(3).describe('Cards per row, 1-4. Default 3.'),
    items: z
      .array(
        z.strictObject({
          title: z.string().min(1).describe('Card title.'),
          text: z.string().optional().describe('Body text. Default none.'),
          badge: z.string().optional().describe('A short label on the card. Default none.'),
          image: z.string().optional().describe('Picture URL. Default none.'),
          to: relativePath.optional().describe('Route the card links to. Default none.'),
          /** Lines of 'label: value' shown under the text. */
          lines: z
            .array(z.string())
            .default([])
            .describe("Lines of 'label: value' under the text. Default []."),
        }),
      )
      .min(1)
      .describe('The cards (at least one).'),
    /** Marks the cards as sample content. Default false. */
    sample: z
      .boolean()
      .default(false)
      .describe('Marks the cards as sample content (샘플 데이터). Default false.'),
  })
  .describe('A grid of cards, each with a title, text, badge, image and an optional link.');

/**
 * `details`: read-only label/value pairs. Each item shows its `value`, or the `key` of a record:
 * with `source` (an API read when the block shows, and again after the screen's writes) the
 * answer body, without it the values its popup was opened with (the row, or the answer of the call
 * that opened it). Formatted and masked as the item says; `{key}` in the title takes the record too.
 * An item with `copy: true` has a 복사 button (the clipboard helper) for its value as shown.
 */
export const detailsBlock = z
  .strictObject({
    type: z.literal('details'),
    title: z.string().optional().describe('Heading; `{key}` is filled from the record. Default none.'),
    source: loadSchema
      .optional()
      .describe(
        "The record: an API read when the block shows, and again after the screen's writes. Default: the values its popup was opened with.",
      ),
    items: z
      .array(
        z
          .strictObject({
            label: z.string().min(1).describe('Label.'),
            value: z
              .union([z.string(), z.number(), z.null()])
              .optional()
              .describe('A fixed value (an item has a value or a key).'),
            /** The key of the answer body (with `source`) or of the popup's values shown here. */
            key: z
              .string()
              .min(1)
              .optional()
              .describe("The key of the answer body (with source) or of the popup's values shown here."),
            format: formatRef.optional(),
            mask: maskRef.optional(),
            /** A 복사 button beside the value: copies the value as shown (formatted and masked). Default false. */
            copy: z
              .boolean()
              .default(false)
              .describe(
                'A 복사 button that copies the value as shown (formatted and masked), then toasts 복사되었습니다. Default false.',
              ),
          })
          .refine((item) => (item.value === undefined) !== (item.key === undefined), {
            message: "an item has either a value or a key (of the source's answer, or of the popup's values)",
          }),
      )
      .min(1)
      .describe('Label/value pairs (at least one).'),
    sample: z
      .boolean()
      .default(false)
      .describe('Marks the values as sample content (샘플 데이터). Default false.'),
  })
  .describe(
    'Read-only label/value pairs of a record: the answer of its source, or the values its popup was opened with; formatted and masked as each item says.',
  );

/**
 * `files`: the files of a file set with name, size and a download button each. `key` names the
 * record key holding the set's id (a form's `file` field): of `source`'s answer, or, without a
 * source, of the values its popup was opened with.
 */
export const filesBlock = z
  .strictObject({
    type: z.literal('files'),
    title: z.string().optional().describe('Heading. Default none.'),
    key: z.string().min(1).describe("The record key holding the file set id (a form's file field)."),
    source: loadSchema
      .optional()
      .describe(
        'The record: an API read when the block shows. Default: the values its popup was opened with.',
      ),
    emptyText: z
      .string()
      .default('첨부파일이 없습니다.')
      .describe('Shown when the set has no file. Default 첨부파일이 없습니다.'),
  })
  .describe('The files of a file set, each a download button with its name and size.');

/** Buttons under a form: the submit's label and action, and an optional cancel. */
export const formSubmitSchema = z
  .strictObject({
    label: z.string().default('확인').describe('Submit button text. Default 확인.'),
    /** Function id: the submit shows only when the user holds `menu:program:fncId` (the form is then read-only). */
    fncId: z
      .string()
      .min(1)
      .optional()
      .describe(
        'Function id: the submit shows only when the user holds menu:program:fncId on the current menu (otherwise the form only shows its values); each use is recorded. Default: always shown.',
      ),
    /** What happens with valid values: an API call with the values as its body, an alert, a popup. */
    action: actionSchema.describe(
      'What happens with valid values: an API call with the values as its body, an alert, a popup.',
    ),
  })
  .describe('The submit button under the form: its label and action. Default none (no submit button).');

/**
 * `form`: fields with validators, checked on blur and on submit (the Korean message under each
 * field); valid values go to the submit action.
 */
export const formBlock = z
  .strictObject({
    type: z.literal('form'),
    id: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_-]*$/)
      .optional()
      .describe('Form id (letters, digits, _ and -). Default none.'),
    title: z.string().optional().describe('Heading over the form. Default none.'),
    columns: z
      .union([z.literal(1), z.literal(2)])
      .default(1)
      .describe('Fields per row, 1 or 2. Default 1.'),
    fields: z.array(fieldSchema).min(1).describe('The fields (at least one).'),
    /** Start from the answer of this API when the form shows: its body's keys by field name (an edit form). */
    load: loadSchema
      .optional()
      .describe(
        "Start from this API's answer when the form shows: its body's keys by field name (an edit form). Default none.",
      ),
    submit: formSubmitSchema.optional(),
    cancel: z
      .strictObject({
        label: z.string().default('취소').describe('Cancel button text. Default 취소.'),
        navigate: relativePath.optional().describe('Route 취소 goes to.'),
      })
      .optional()
      .describe('A 취소 button beside the submit. Default none.'),
  })
  .describe(
    'Fields with validators, checked on blur and on submit (the Korean message under each field); valid values go to the submit action.',
  );
export type FormBlock = z.infer<typeof formBlock>;

/** `loader`: the kit's loading indicator (role status), e.g. while a custom area loads. */
export const loaderBlock = z
  .strictObject({
    type: z.literal('loader'),
    label: z
      .string()
      .default('불러오는 중입니다.')
      .describe('Text, read by screen readers. Default 불러오는 중입니다.'),
    /** Spinner only; the label stays for screen readers. Default false. */
    compact: z
      .boolean()
      .default(false)
      .describe('Spinner only; the label stays for screen readers. Default false.'),
  })
  .describe("The kit's loading indicator (role status), e.g. while a custom area loads.");

/** `image`: a picture that falls back to the not-found image when it cannot load. */
export const imageBlock = z
  .strictObject({
    type: z.literal('image'),
    src: z.string().min(1).describe('Picture URL.'),
    /** Text alternative; '' for a decorative picture. */
    alt: z.string().describe("Text alternative; '' for a decorative picture."),
    width: z.int().min(1).optional().describe('Width in px. Default none.'),
    height: z.int().min(1).optional().describe('Height in px. Default none.'),
  })
  .describe('A picture that falls back to the not-found image when it cannot load.');

/** `component`: the escape hatch inside a body, a React module relative to the manifest (default export). */
export const componentBlock = z
  .strictObject({
    type: z.literal('component'),
    module: z
      .string()
      .regex(/^\.{1,2}\/[^\s]+\.(tsx|ts|jsx|js)$/, {
        message: 'must be a relative module path like ./Widget.tsx',
      })
      .describe('Module path relative to the manifest, like ./Widget.tsx (its default export).'),
    /** Passed to the component as props. */
    props: z
      .record(z.string(), z.unknown())
      .default({})
      .describe('Passed to the component as props. Default {}.'),
  })
  .describe(
    'The escape hatch inside a body: a React module relative to the manifest (default export) that imports only runtime/client/index.ts.',
  );
