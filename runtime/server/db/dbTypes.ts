import type { Db } from './openDatabase.ts';

/** A transaction handle of `Db` (what `db.transaction` passes to its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Either the database or a transaction: what read helpers accept. */
export type Queryable = Db | Tx;
