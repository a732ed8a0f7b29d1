import { z } from 'zod';

export const i18nSchema = z
  .strictObject({
    enabled: z
      .boolean()
      .default(true)
      .describe(
        "Use the message catalogue's overrides (`i18n.messages`) and write the locale cookie. Off: the built-in Korean catalogue only, no `i18n_redirected` cookie. Default true.",
      ),
    locale: z.enum(['ko']).default('ko').describe('The one locale. Default ko.'),
    messages: z
      .record(z.string(), z.string())
      .default({})
      .describe('Overrides of the Korean message catalogue.'),
  })
  .prefault({});
