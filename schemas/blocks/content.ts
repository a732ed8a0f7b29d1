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
export const headingBlock = z.strictObject({
  type: z.literal('heading'),
  text: z.string().min(1),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(2),
});

/** `text`: a paragraph. `**bold**` marks emphasis; `lead` makes it the screen's introduction line. */
export const textBlock = z.strictObject({
  type: z.literal('text'),
  text: z.string().min(1),
  lead: z.boolean().default(false),
});

export const NOTICE_TONES = ['info', 'warning', 'success', 'error'] as const;

/** `notice`: a boxed message with an optional title and list (유의사항, warnings, results). */
export const noticeBlock = z.strictObject({
  type: z.literal('notice'),
  tone: z.enum(NOTICE_TONES).default('info'),
  title: z.string().optional(),
  text: z.string().optional(),
  items: z.array(z.string().min(1)).default([]),
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

/** `link`: one link to another screen, as text or looking like a button. */
export const linkBlock = z.strictObject({
  type: z.literal('link'),
  label: z.string().min(1),
  to: relativePath,
  variant: z.enum(['text', ...BUTTON_VARIANTS]).default('text'),
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

/** `button`: one button (see buttonSpec); hidden without the authority its `fncId` names. */
export const buttonBlock = buttonSpec.extend({ type: z.literal('button') });

/** `buttons`: a row of buttons (취소 / 확인). */
export const buttonsBlock = z.strictObject({
  type: z.literal('buttons'),
  align: z.enum(['left', 'center', 'right']).default('center'),
  items: z.array(buttonSpec).min(1),
});

/** `dialog`: a button that opens an alert, a confirm or a popup of this screen. */
export const dialogBlock = z
  .strictObject({
    type: z.literal('dialog'),
    label: z.string().min(1),
    variant: z.enum(BUTTON_VARIANTS).default('secondary'),
    title: z.string().optional(),
    alert: z.string().optional(),
    confirm: z.string().optional(),
    popup: popupRef.optional(),
    /** After a confirm's 확인. */
    then: followAction.optional(),
  })
  .refine((d) => [d.alert, d.confirm, d.popup].filter((v) => v !== undefined).length === 1, {
    message: 'a dialog opens exactly one of alert, confirm or popup',
  });

/** `steps`: a progress line (약관동의 › 정보입력 › 가입완료) with the current step. */
export const stepsBlock = z.strictObject({
  type: z.literal('steps'),
  items: z.array(z.string().min(1)).min(2),
  /** 0-based index of the current step. Default 0. */
  current: z.int().min(0).default(0),
});

/** `cards`: a grid of cards, each with a title, text, badge, image and an optional link. */
export const cardsBlock = z.strictObject({
  type: z.literal('cards'),
  columns: z.int().min(1).max(4).default(3),
  items: z
    .array(
      z.strictObject({
        title: z.string().min(1),
        text: z.string().optional(),
        badge: z.string().optional(),
        image: z.string().optional(),
        to: relativePath.optional(),
        /** Lines of 'label: value' shown under the text. */
        lines: z.array(z.string()).default([]),
      }),
    )
    .min(1),
  /** Marks the cards as sample content. Default false. */
  sample: z.boolean().default(false),
});

/**
 * `details`: read-only label/value pairs. Each item shows its `value`, or the `key` of a record:
 * with `source` (an API read when the block shows, and again after the screen's writes) the
 * answer body, without it the values its popup was opened with (the row, or the answer of the call
 * that opened it). Formatted and masked as the item says; `{key}` in the title takes the record too.
 * An item with `copy: true` has a 복사 button (the clipboard helper) for its value as shown.
 */
export const detailsBlock = z.strictObject({
  type: z.literal('details'),
  title: z.string().optional(),
  source: loadSchema.optional(),
  items: z
    .array(
      z
        .strictObject({
          label: z.string().min(1),
          value: z.union([z.string(), z.number(), z.null()]).optional(),
          /** The key of the answer body (with `source`) or of the popup's values shown here. */
          key: z.string().min(1).optional(),
          format: formatRef.optional(),
          mask: maskRef.optional(),
          /** A 복사 button beside the value: copies the value as shown (formatted and masked). Default false. */
          copy: z.boolean().default(false),
        })
        .refine((item) => (item.value === undefined) !== (item.key === undefined), {
          message: "an item has either a value or a key (of the source's answer, or of the popup's values)",
        }),
    )
    .min(1),
  sample: z.boolean().default(false),
});

/**
 * `files`: the files of a file set with name, size and a download button each. `key` names the
 * record key holding the set's id (a form's `file` field): of `source`'s answer, or, without a
 * source, of the values its popup was opened with.
 */
export const filesBlock = z.strictObject({
  type: z.literal('files'),
  title: z.string().optional(),
  key: z.string().min(1),
  source: loadSchema.optional(),
  emptyText: z.string().default('첨부파일이 없습니다.'),
});

/** Buttons under a form: the submit's label and action, and an optional cancel. */
export const formSubmitSchema = z.strictObject({
  label: z.string().default('확인'),
  /** What happens with valid values: an API call with the values as its body, an alert, a popup. */
  action: actionSchema,
});

/**
 * `form`: fields with validators, checked on blur and on submit (the Korean message under each
 * field); valid values go to the submit action.
 */
export const formBlock = z.strictObject({
  type: z.literal('form'),
  id: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_-]*$/)
    .optional(),
  title: z.string().optional(),
  columns: z.union([z.literal(1), z.literal(2)]).default(1),
  fields: z.array(fieldSchema).min(1),
  /** Start from the answer of this API when the form shows: its body's keys by field name (an edit form). */
  load: loadSchema.optional(),
  submit: formSubmitSchema.optional(),
  cancel: z.strictObject({ label: z.string().default('취소'), navigate: relativePath.optional() }).optional(),
});
export type FormBlock = z.infer<typeof formBlock>;

/** `loader`: the kit's loading indicator (role status), e.g. while a custom area loads. */
export const loaderBlock = z.strictObject({
  type: z.literal('loader'),
  label: z.string().default('불러오는 중입니다.'),
  /** Spinner only; the label stays for screen readers. Default false. */
  compact: z.boolean().default(false),
});

/** `image`: a picture that falls back to the not-found image when it cannot load. */
export const imageBlock = z.strictObject({
  type: z.literal('image'),
  src: z.string().min(1),
  /** Text alternative; '' for a decorative picture. */
  alt: z.string(),
  width: z.int().min(1).optional(),
  height: z.int().min(1).optional(),
});

/** `component`: the escape hatch inside a body, a React module relative to the manifest (default export). */
export const componentBlock = z.strictObject({
  type: z.literal('component'),
  module: z.string().regex(/^\.{1,2}\/[^\s]+\.(tsx|ts|jsx|js)$/, {
    message: 'must be a relative module path like ./Widget.tsx',
  }),
  /** Passed to the component as props. */
  props: z.record(z.string(), z.unknown()).default({}),
});
