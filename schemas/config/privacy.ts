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
        authorityChangeYears: z
          .int()
          .min(3)
          .max(10)
          .default(3)
          .describe(
            'Years the history of granting, changing and removing authority (권한 변경 이력, admin_audit_logs) is kept before `console audit purge --class authority-changes` may delete it: at least 3 (the law). Default 3.',
          ),
      })
      .prefault({})
      .describe('How long the records of personal data are kept.'),
    download: z
      .strictObject({
        perFile: z
          .int()
          .min(1)
          .default(1000)
          .describe(
            'A download of personal data naming more subjects than this waits for a second person’s approval on 승인 관리 before the file is made. Default 1000.',
          ),
        perDay: z
          .int()
          .min(1)
          .default(5000)
          .describe(
            'Likewise when the subjects an account has downloaded that Korean day, this file included, would come to more than this. Default 5000.',
          ),
      })
      .prefault({})
      .describe('When a download of personal data needs a second person’s approval (승인 관리, type 04).'),
    review: z
      .strictObject({
        bulkSubjectsPerDay: z
          .int()
          .min(1)
          .default(1000)
          .describe(
            "월간 점검 flags an account's day as 대량 조회 when the subjects it viewed or printed that Korean day add up to this many. Default 1000.",
          ),
        unmasksPerDay: z
          .int()
          .min(1)
          .default(10)
          .describe("월간 점검 flags an account's day as 원문조회 급증 at this many unmasks. Default 10."),
        workHours: z
          .strictObject({
            from: z
              .int()
              .min(0)
              .max(23)
              .default(8)
              .describe('The first working hour (Korean time). Default 8.'),
            to: z.int().min(1).max(24).default(20).describe('The hour work ends (Korean time). Default 20.'),
          })
          .prefault({})
          .describe(
            'Working hours on weekdays, Korean time: access outside them, or on a Saturday or Sunday, is flagged as 업무시간 외 접근. Default 8 to 20.',
          ),
        newIpDays: z
          .int()
          .min(1)
          .max(365)
          .default(90)
          .describe(
            'An address an account used this month is 새 IP when that account used it for no personal data in this many days before. Default 90.',
          ),
      })
      .prefault({})
      .describe('The thresholds of the monthly review (월간 점검) of the records.'),
  })
  .prefault({})
  .describe(
    'Personal data: the masking standard the whole console applies, how long its records are kept, and what the monthly review flags.',
  );
