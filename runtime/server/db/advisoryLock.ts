import { sql } from 'drizzle-orm';
import type { Tx } from './dbTypes.ts';

/**
 * Takes a transaction-scoped advisory lock named `key` (released at commit or rollback), so
 * read-then-write sequences on the same key run one after another on every server process sharing
 * the PostgreSQL database. On PGlite (one connection) it is always granted at once: transactions
 * there already run one at a time.
 */
export async function advisoryLock(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
