import type { Migration } from './migration.ts';

// Frozen once released (see 0001_init.ts). The event stream. Events are rows of
// `console_events` (so a reconnecting client resumes from its last event id on any instance); the
// insert trigger announces each one with `pg_notify('console_events', …)`, which every server
// process on the database LISTENs to (PGlite delivers it in-process). A login session leaving
// ACTIVE writes its own event, whatever code or tool changed it.

const statements = [
  `CREATE TABLE "console_events" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "type" varchar(30) NOT NULL,
  "usr_id" varchar(50),
  "session_id" varchar(64),
  "data" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "reg_dttm" timestamp with time zone DEFAULT now() NOT NULL
)`,
  `CREATE INDEX "console_events_reg_idx" ON "console_events" ("reg_dttm")`,
  `CREATE FUNCTION "console_events_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('console_events', json_build_object(
    'id', NEW.id, 'type', NEW.type, 'usrId', NEW.usr_id, 'sessionId', NEW.session_id, 'data', NEW.data
  )::text);
  RETURN NEW;
END $$`,
  `CREATE TRIGGER "console_events_notify" AFTER INSERT ON "console_events"
  FOR EACH ROW EXECUTE FUNCTION "console_events_notify"()`,
  `CREATE FUNCTION "login_sessions_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "console_events" ("type", "usr_id", "session_id", "data")
  VALUES ('session', NEW.usr_id, NEW.session_id, json_build_object('state', CASE NEW.status
    WHEN 'REPLACED' THEN 'duplicated' WHEN 'LOGGED_OUT' THEN 'logout' ELSE 'expired' END)::jsonb);
  RETURN NEW;
END $$`,
  `CREATE TRIGGER "login_sessions_ended" AFTER UPDATE OF "status" ON "login_sessions"
  FOR EACH ROW WHEN (OLD.status = 'ACTIVE' AND NEW.status <> 'ACTIVE')
  EXECUTE FUNCTION "login_sessions_ended"()`,
];

/** The event stream's events, and the triggers that announce them and a session's end. */
export const m0005EventStream: Migration = {
  id: '0005_event_stream',
  sql: statements.join('\n--> statement-breakpoint\n'),
};
