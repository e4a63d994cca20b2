-- Every write to a member's session, account or club row is announced on rewards_cache_change as
-- `<table>:<key>` (the user's id for sessions and accounts, the member's id for club rows), so every instance
-- drops what it keeps of that member's sign-in at once (server/auth/member-cache.server.ts); a TRUNCATE is
-- announced by the table's name alone, which drops everything.
CREATE FUNCTION rewards_announce_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_key text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed_key := to_jsonb(OLD) ->> TG_ARGV[0];
  ELSE
    changed_key := to_jsonb(NEW) ->> TG_ARGV[0];
  END IF;
  PERFORM pg_notify('rewards_cache_change', TG_TABLE_NAME || ':' || coalesce(changed_key, ''));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER auth_session_announce_row_change AFTER INSERT OR UPDATE OR DELETE ON auth_session FOR EACH ROW EXECUTE FUNCTION rewards_announce_row_change('user_id');
--> statement-breakpoint
CREATE TRIGGER auth_session_announce_change AFTER TRUNCATE ON auth_session FOR EACH STATEMENT EXECUTE FUNCTION rewards_announce_cache_change();
--> statement-breakpoint
CREATE TRIGGER auth_account_announce_row_change AFTER INSERT OR UPDATE OR DELETE ON auth_account FOR EACH ROW EXECUTE FUNCTION rewards_announce_row_change('user_id');
--> statement-breakpoint
CREATE TRIGGER auth_account_announce_change AFTER TRUNCATE ON auth_account FOR EACH STATEMENT EXECUTE FUNCTION rewards_announce_cache_change();
--> statement-breakpoint
CREATE TRIGGER rewards_member_announce_row_change AFTER INSERT OR UPDATE OR DELETE ON rewards_member FOR EACH ROW EXECUTE FUNCTION rewards_announce_row_change('id');
--> statement-breakpoint
CREATE TRIGGER rewards_member_announce_change AFTER TRUNCATE ON rewards_member FOR EACH STATEMENT EXECUTE FUNCTION rewards_announce_cache_change();
