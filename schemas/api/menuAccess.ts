import { z } from 'zod';
import { menuIdSchema } from './systemFields.ts';
import { text } from './text.ts';

// A menu or one of its functions was used: `/api/system/menu/access/**` (runtime/server/system/accessLogApi.ts).

/** `POST /api/system/menu/access`: a menu was opened (errors are ignored by the client). */
export const menuAccessSchema = z.object({
  mnuId: menuIdSchema,
  mnuUrl: text()
    .max(500)
    .regex(/^\/[^\s]*$/, { message: 'mnuUrl: a path starting with /' }),
});

/** `POST /api/system/menu/access/function`: a function of the current menu was used. */
export const menuFunctionAccessSchema = z.object({
  mnuId: menuIdSchema,
  fncId: text({ name: true })
    .trim()
    .min(1)
    .max(100)
    .regex(/^[^\s]+$/, { message: 'fncId: no spaces' }),
});
