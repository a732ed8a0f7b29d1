import { z } from 'zod';
import { EXPORT_FORMATS } from '../api/export.ts';
import { relativePath } from '../config/index.ts';

/**
 * Names that refer to something outside the manifest: a validator, format or mask of
 * runtime/core, a common-code group of the config, an API of the catalogue, a popup or grid of the
 * same screen. The schema takes any string; the CLI checks each name (CON306-CON311, with
 * did-you-mean) and `console schema` turns the known ones into enums for editors.
 */
export type ReferenceKind = 'validator' | 'format' | 'mask' | 'codeGroup' | 'api' | 'popup' | 'grid';

const ref = (kind: ReferenceKind, description: string) =>
  z.string().min(1).meta({ consoleRef: kind, description });

export const formatRef = ref(
  'format',
  'Display format: currency, date, datetime, time, fileSize, cardNo, corporateNo.',
);
export const maskRef = ref(
  'mask',
  'Masking type: EMAIL, NAME, ID, IP, ADDRESS, ZIP, CARD_NO, … (spec section 9).',
);
export const codeGroupRef = ref('codeGroup', 'Common-code group (management.codeGroups of the config).');
export const apiRef = ref(
  'api',
  'An API of the catalogue (menu.list) or a declared API of the config (shop.orders).',
);
export const popupRef = ref('popup', 'A popup declared under `popups` of this screen.');
export const gridRef = ref('grid', 'The id of a grid of this screen.');
export const validatorNameRef = ref('validator', 'A validator: required, email, businessNo, …');

/**
 * A validator use: a name (`email`), or a one-key mapping with its parameter (`{ maxBytes: 40 }`,
 * `{ sameAs: newPassword }`), optionally with an own `message`.
 */
export const validatorUse = z.union([
  validatorNameRef,
  z
    .record(z.string(), z.union([z.string(), z.number(), z.literal(true)]))
    .refine((o) => Object.keys(o).filter((k) => k !== 'message').length === 1, {
      message: 'a validator mapping has one validator key (and optionally `message`), e.g. { maxBytes: 40 }',
    }),
]);
export type ValidatorUseInput = z.infer<typeof validatorUse>;

/** A choice of a select, radio group, segmented select or checkbox group. */
export const optionSchema = z
  .strictObject({
    value: z.string().describe('The value sent.'),
    label: z.string().min(1).describe('What is shown.'),
  })
  .describe('A choice of a select, radio group, segmented select or checkbox group.');

/** Parameters sent with an API call; `{key}` in a string is replaced from the row or form. */
export const paramsSchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
  .describe('Call parameters; "{field}" is replaced by the row or form value.');

/** A read when a block shows (a form's `load`, a details block's `source`): an API and its parameters. */
export const loadSchema = z
  .strictObject({
    api: apiRef,
    params: paramsSchema.optional(),
  })
  .describe(
    "A read when a block shows (a form's load, a details block's source): an API and its parameters.",
  );

/** The first action kinds: what a button, a row action or a dialog's 확인 does. */
const navigateAction = z
  .strictObject({
    /** Go to a screen of this console (`{field}` substitutions allowed in the query). */
    navigate: z
      .string()
      .regex(/^\//, { message: 'must start with /' })
      .describe("Route to go to; `{key}` takes the row's or form's value (in the query too)."),
  })
  .describe('Goes to a screen of this console.');
const popupAction = z
  .strictObject({
    popup: popupRef,
    replace: z
      .boolean()
      .optional()
      .describe(
        'From inside a popup: close it first, so the new one takes its place (a form that shows its result). Default false: the new one opens over it.',
      ),
  })
  .describe(
    "Opens a popup of this screen; from a row action or a form, its forms start from the row's or form's values.",
  );
const closeAction = z
  .strictObject({ close: z.literal(true).describe('Always true.') })
  .describe('Closes the popup it is in.');
/** An alert; after its 확인, optionally a navigation or closing the popup it is in. */
const alertAction = z
  .strictObject({
    alert: z.string().min(1).describe("The message; `{key}` takes the row's or form's value."),
    title: z.string().optional().describe('Alert title.'),
    then: z
      .union([navigateAction, closeAction])
      .optional()
      .describe('After 확인: a navigation, or closing the popup. Default nothing more.'),
  })
  .describe('An alert; after its 확인, optionally a navigation or closing the popup it is in.');
const apiAction = z
  .strictObject({
    api: apiRef,
    params: paramsSchema.optional(),
    /** Shown as a toast after success (not blocking); the rows of the screen's grids are reloaded. */
    success: z
      .string()
      .optional()
      .describe(
        "Shown as a toast after success (3 s, not blocking); `{key}` takes the answer's body over the values.",
      ),
    /** What follows success: a navigation, a message, closing the popup, or a popup (a completion notice). */
    then: z
      .union([navigateAction, alertAction, closeAction, popupAction])
      .optional()
      .describe('What follows success: a navigation, an alert, closing the popup, or a popup.'),
  })
  .describe(
    "Calls an API of the catalogue or a declared API (without params, with the form's values); the screen's grids and reads load again after it.",
  );

/**
 * Writes a grid of this screen to a file (엑셀 다운로드): every row, with the grid's columns, formats
 * and masks. A grid over a declared API that pages on the server is exported by the server, every
 * page; any other grid, the rows it holds (after its search). `scope: page` writes only the rows
 * on screen of a server-paged grid.
 */
/** An export's file format and name (the export action, and a grid's toolbar 엑셀 다운로드). */
export const exportFileSchema = {
  format: z.enum(EXPORT_FORMATS).default('xlsx').describe('xlsx or csv. Default xlsx.'),
  /** The file's name before `_yyyyMMdd.xlsx`. Default: the grid's title, else the screen's. */
  fileName: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .describe("The file's name before _yyyyMMdd.xlsx. Default: the grid's title, else the screen's."),
};

const exportAction = z
  .strictObject({
    export: gridRef,
    format: exportFileSchema.format,
    scope: z
      .enum(['all', 'page'])
      .default('all')
      .describe(
        'all: every row of the search; page: the rows on screen of a server-paged grid. Default all.',
      ),
    fileName: exportFileSchema.fileName,
  })
  .describe(
    'Writes a grid of this screen to a file (엑셀 다운로드) with its columns, formats and masks; a server-paged grid is exported by the server, every page.',
  );

/**
 * 원문 보기 on a row of a grid whose declared API has personal data: asks a reason (PRIVACY_REASON),
 * then shows that row's personal data in the clear for 30 seconds. The server checks the UNMASK
 * function on the menu and records the 원문조회 with the subject and the reason; give the row
 * action `fncId: UNMASK` so only those who hold it see it.
 */
const unmaskAction = z
  .strictObject({
    unmask: gridRef,
  })
  .describe(
    "원문 보기 on a row of a grid over a declared API with personal data: asks a reason, then shows the row's personal data in the clear for 30 s (the server checks UNMASK and records it).",
  );

/** An action that may follow a confirm's 확인. */
export const followAction = z.union([navigateAction, alertAction, popupAction, apiAction, closeAction]);

const confirmAction = z
  .strictObject({
    confirm: z.string().min(1).describe('The question (취소 / 확인).'),
    title: z.string().optional().describe('Confirm title.'),
    /** What 확인 does; nothing more when absent. */
    then: followAction.optional().describe('What 확인 does. Default nothing more.'),
  })
  .describe('Asks a question; 확인 runs the next action.');

/**
 * What a button does: `navigate`, `alert`, `confirm` (then …), `popup` (a popup of this screen),
 * `api` (a catalogue call, then a message or a navigation), `close` (the popup it is in) or
 * `export` (a grid to an xlsx or csv file).
 */
export const actionSchema = z.union([
  navigateAction,
  alertAction,
  confirmAction,
  popupAction,
  apiAction,
  closeAction,
  exportAction,
  unmaskAction,
]);
export type ExportAction = z.infer<typeof exportAction>;
export type UnmaskAction = z.infer<typeof unmaskAction>;
export type Action = z.infer<typeof actionSchema>;
export type FollowAction = z.infer<typeof followAction>;

/** Button looks of the kit. */
export const BUTTON_VARIANTS = ['primary', 'secondary', 'tertiary', 'text'] as const;

/** Icons the kit draws. */
export const ICONS = [
  'search',
  'plus',
  'download',
  'upload',
  'edit',
  'delete',
  'refresh',
  'arrow',
  'close',
  'check',
] as const;

/** A button: a label, a look, an optional function id (shown only with that authority), an action. */
export const buttonSpec = z
  .strictObject({
    label: z.string().min(1).describe('Button text.'),
    variant: z
      .enum(BUTTON_VARIANTS)
      .default('secondary')
      .describe('Look: primary, secondary, tertiary or text. Default secondary.'),
    icon: z.enum(ICONS).optional().describe('An icon of the kit before the label.'),
    /** Function id: the button shows only when the user holds `menu:program:fncId` and its use is logged. */
    fncId: z
      .string()
      .min(1)
      .optional()
      .describe(
        'Function id: shown only when the user holds menu:program:fncId on the current menu; each use is recorded. Default: always shown.',
      ),
    disabled: z.boolean().default(false).describe('Shown but not usable. Default false.'),
    /** Short help shown on hover and focus (kit Tooltip). */
    tooltip: z.string().optional().describe('Short help shown on hover and focus.'),
    action: actionSchema.optional().describe('What pressing it does. Default nothing.'),
  })
  .describe(
    'A button: a label, a look, an optional function id (shown only with that authority) and an action.',
  );
export type ButtonSpec = z.infer<typeof buttonSpec>;

export { relativePath };
