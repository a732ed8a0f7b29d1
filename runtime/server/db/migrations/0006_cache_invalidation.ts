import type { Migration } from './migration.ts';

// Frozen once released (see 0001_init.ts). Every server process caches sessions,
// accounts with their authorities, menus and favourites, and drops an entry the moment its rows change,
// whichever process, tool or hand-written SQL changed them: these triggers `pg_notify` the
// `console_cache` channel (PGlite delivers it in-process). A session's last-seen time alone does
// not count (it is written while the session is used). Payloads are small JSON objects, `t` the kind
// and `k` the key; PostgreSQL folds identical notifications of one transaction into one.

const statements = [
  `CREATE FUNCTION "console_cache_session"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('console_cache', json_build_object('t', 'session', 'k', OLD.session_id)::text);
  RETURN NULL;
END $$`,
  `CREATE TRIGGER "console_cache_session_update" AFTER UPDATE ON "login_sessions"
  FOR EACH ROW WHEN (
    OLD.status IS DISTINCT FROM NEW.status OR OLD.expires_dttm IS DISTINCT FROM NEW.expires_dttm
    OR OLD.refresh_token_hash IS DISTINCT FROM NEW.refresh_token_hash OR OLD.usr_id IS DISTINCT FROM NEW.usr_id
    OR OLD.session_id IS DISTINCT FROM NEW.session_id OR OLD.proc_id IS DISTINCT FROM NEW.proc_id
  ) EXECUTE FUNCTION "console_cache_session"()`,
  `CREATE TRIGGER "console_cache_session_delete" AFTER DELETE ON "login_sessions"
  FOR EACH ROW EXECUTE FUNCTION "console_cache_session"()`,
  `CREATE FUNCTION "console_cache_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('console_cache', json_build_object('t', 'user', 'k', OLD.usr_id)::text);
  RETURN NULL;
END $$`,
  `CREATE TRIGGER "console_cache_user" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "console_cache_user"()`,
  `CREATE FUNCTION "console_cache_favourites"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('console_cache', json_build_object('t', 'favourites',
    'k', CASE WHEN TG_OP = 'DELETE' THEN OLD.usr_id ELSE NEW.usr_id END)::text);
  RETURN NULL;
END $$`,
  `CREATE TRIGGER "console_cache_favourites" AFTER INSERT OR UPDATE OR DELETE ON "user_menus"
  FOR EACH ROW EXECUTE FUNCTION "console_cache_favourites"()`,
  `CREATE FUNCTION "console_cache_table"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('console_cache', json_build_object('t', TG_TABLE_NAME)::text);
  RETURN NULL;
END $$`,
  ...['authorities', 'menus', 'common_codes', 'code_mapping_rules', 'file_groups', 'app_props'].map(
    (
      table,
    ) => `CREATE TRIGGER "console_cache_${table}" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}"
  FOR EACH STATEMENT EXECUTE FUNCTION "console_cache_table"()`,
  ),
];

/** The triggers that tell every process's caches what changed. */
export const m0006CacheInvalidation: Migration = {
  id: '0006_cache_invalidation',
  sql: statements.join('\n--> statement-breakpoint\n'),
};
