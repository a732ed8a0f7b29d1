import type { FastifyInstance } from 'fastify';
import type { Database, Db } from './openDatabase.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The drizzle query layer; API plugins query through it. Throws when built without a database. */
    db: Db;
    /** The open database (kind, location, close). Throws when built without a database. */
    database: Database;
    /** Whether `buildApp` was given a database. */
    hasDatabase: boolean;
  }
}

function missing(): never {
  throw new Error(
    'this app was built without a database: pass `database` to buildApp (tests: createTestApp)',
  );
}

/** Decorates `app.db`, `app.database` and `app.hasDatabase`; without a database the first two throw. */
export function decorateDatabase(app: FastifyInstance, database: Database | undefined): void {
  app.decorate('hasDatabase', database !== undefined);
  if (database) {
    // A getter: fastify's decorate() typing trips over the Database union as a plain value.
    app.decorate('database', { getter: () => database });
    app.decorate('db', database.db);
    return;
  }
  app.decorate('database', { getter: missing });
  app.decorate('db', { getter: missing });
}
