import { z } from 'zod';
import { MASKING_TYPES } from '../../runtime/core/mask/index.ts';

/** A company rule for one masking type: how many characters stay at each end. */
const maskRuleSchema = z.strictObject({
  head: z
    .int()
    .min(0)
    .max(20)
    .describe('Characters kept at the start (separators such as - are kept and not counted).'),
  tail: z.int().min(0).max(20).describe('Characters kept at the end.'),
});

/** Personal data: the company's one masking standard (C6 of docs: screens, exports, prints alike). */
export const privacySchema = z
  .strictObject({
    masking: z
      .partialRecord(z.enum(MASKING_TYPES), maskRuleSchema)
      .default({})
      .describe(
        'The company masking standard: a rule per type (`PHONE: { head: 3, tail: 4 }`) replacing the built-in one, applied by the server to declared personal fields and by every screen, export and print. Default {}: the built-in rules (docs/core-library.md).',
      ),
    retention: z
      .strictObject({
        personalAccessYears: z
          .int()
          .min(1)
          .max(10)
          .default(2)
          .describe(
            'Years 개인정보 접속기록 are kept before `console audit purge` may delete them: at least 1 (the law), 2 for a system holding 50,000+ people or unique identifiers. Default 2.',
          ),
      })
      .prefault({})
      .describe('How long the records of personal data are kept.'),
  })
  .prefault({})
  .describe(
    'Personal data: the masking standard the whole console applies, and how long its records are kept.',
  );
