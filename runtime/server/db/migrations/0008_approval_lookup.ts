import type { Migration } from './migration.ts';

// Frozen once released (see 0001_init.ts). A login with the right password asks whether an
// administrator decided one of the user's approval requests since (승인 관리): by user, among the
// decisions not yet told, so a partial index over those keeps it one index probe however long the
// history of requests grows.

const statements = [
  `CREATE INDEX IF NOT EXISTS "approval_requests_untold_idx" ON "approval_requests" ("usr_id") WHERE notified_yn = 'N'`,
];

/** The lookup of a user's untold approval decisions at login. */
export const m0008ApprovalLookup: Migration = {
  id: '0008_approval_lookup',
  sql: statements.join('\n--> statement-breakpoint\n'),
};
