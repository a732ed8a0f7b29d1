import { z } from 'zod';
import { blockSchema, popupSchema } from './blocks/index.ts';
import { relativePath } from './config/index.ts';

export const LAYOUTS = ['default', 'main', 'side', 'none'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** One screen manifest, `screens/**\/*.screen.yaml`. */
export const screenSchema = z
  .strictObject({
    $schema: z.string().optional(),
    /** Route path; derived from the file location when omitted, and must equal it when given. */
    path: relativePath.optional().describe('Route path. Derived from the file location unless given.'),
    /** Korean page title, shown as the h1 and in the browser tab. */
    title: z.string().min(1).describe('Korean page title.'),
    /** The name of the menu the seed makes for this screen, when the title is another screen's too. */
    menuName: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .describe(
        "The seeded menu's name, when the title is another screen's too (기념일 관리 (삭제 안내)): no two menus of a tree share a name. Default: the title.",
      ),
    /** Layout. Default `default`; `none` for pages without layout (login, docs popups). */
    layout: z
      .enum(LAYOUTS)
      .default('default')
      .describe('default, main, side, or none (no layout: login, docs popups). Default default.'),
    /** Route name, carried in the route's metadata (`staticData.screen.name`) for integrators' layouts and components. */
    name: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_-]*$/)
      .optional()
      .describe(
        "Route name, e.g. customer or mp: carried in the route's metadata (staticData.screen.name) for integrators' layouts and components; the console's own layouts do not read it.",
      ),
    /** `true`: login required (default); `exists`: a user must exist; `false`: public. */
    auth: z
      .union([z.boolean(), z.literal('exists')])
      .default(true)
      .describe('true (default): login required; exists: a user must exist; false: public.'),
    /** Roles of which the user must hold at least one. Default none. */
    roles: z.array(z.string().min(1)).default([]).describe('Required roles (any one). Default [].'),
    /** Menu id this screen binds to; by default the guard matches the path to a menu URL. */
    menuId: z
      .string()
      .min(1)
      .optional()
      .describe('Menu id this screen binds to. Default: the menu whose URL is the path.'),
    /**
     * Typed search parameters (`?page=2&status=A`): a URL whose declared parameter has the wrong
     * type, is out of bounds, is not one of `enum`, or is `required` and missing shows the 404
     * `Page Not Found: {path}`. Undeclared parameters pass.
     */
    search: z
      .record(
        z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/),
        z.strictObject({
          type: z.enum(['string', 'integer', 'number', 'boolean']).describe('Parameter type.'),
          required: z.boolean().default(false).describe('The URL must carry it. Default false.'),
          enum: z.array(z.string()).min(1).optional().describe('Allowed values.'),
          min: z.number().optional().describe('Least value (number) or length (string).'),
          max: z.number().optional().describe('Greatest value (number) or length (string).'),
        }),
      )
      .optional()
      .describe('Typed search parameters; a URL that fails them is a 404.'),
    /**
     * Program id of the screen's menu (`proIdVal`, sent as `Program-Id`). Default: derived from the
     * path (`/pubs/MI/UI_FU_0088` → `MI_UI_FU_0088`). A screen that manages menus names the
     * management API's program (`SYSTEM_MENU`), whose write calls need SAVE/DELETE authority on it.
     */
    programId: z
      .string()
      .regex(/^[A-Z][A-Z0-9_]{0,99}$/, {
        message: 'must be upper-case letters, digits and _, like SYSTEM_MENU',
      })
      .optional()
      .describe('Program id of the screen menu (proIdVal). Default: derived from the path.'),
    /** Escape hatch: a React module (default export) relative to this manifest, instead of a body. */
    component: z
      .string()
      .regex(/^\.{1,2}\/[^\s]+\.(tsx|ts|jsx|js)$/, {
        message: 'must be a relative module path like ./Screen.tsx',
      })
      .optional()
      .describe('Custom React screen, e.g. ./Screen.tsx (default export).'),
    /** The blocks rendered in order. */
    body: z.array(blockSchema).default([]).describe('Blocks rendered in order.'),
    /** Popups this screen opens by id (`popup: terms`): a title and blocks, in a modal. */
    popups: z
      .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_-]*$/), popupSchema)
      .default({})
      .describe('Popups by id, opened by `popup: id` actions.'),
  })
  .superRefine((screen, ctx) => {
    if (screen.component !== undefined && screen.body.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['body'],
        message: 'a screen with `component` renders that component; remove `body` or `component`',
        params: { code: 'CON205' },
      });
    }
  })
  .describe(
    "One screen manifest, screens/**/*.screen.yaml; its route path comes from the file's location. Written in YAML alone: a title, a layout and a body of blocks (or a React component).",
  );

export type ScreenManifest = z.infer<typeof screenSchema>;
export type ScreenManifestInput = z.input<typeof screenSchema>;
