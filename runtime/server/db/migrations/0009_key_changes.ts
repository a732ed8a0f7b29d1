import type { Migration } from './migration.ts';

// Frozen once released (see 0001_init.ts). A change of the server keys (`console secret rotate`,
// with or without `--revoke`, from any process) is announced on the cache channel like the other
// cached tables, so every instance re-reads its key ring at once instead of at its next minute:
// a revoked key stops signing and verifying everywhere within the notification's delay.

const statements = [
  `CREATE TRIGGER "console_cache_server_keys" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "server_keys"
  FOR EACH STATEMENT EXECUTE FUNCTION "console_cache_table"()`,
];

/** The server keys announce their changes to every instance. */
export const m0009KeyChanges: Migration = {
  id: '0009_key_changes',
  sql: statements.join('\n--> statement-breakpoint\n'),
};
