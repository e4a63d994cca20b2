-- Every write to the tables that instances hold in memory (flags, site config, page content) is announced
-- on the channel rewards_cache_change with the table's name, whoever writes it (an instance, a migration,
-- an operator's SQL), so every listening instance drops or re-reads what it holds (docs/decisions/062).
CREATE FUNCTION rewards_announce_cache_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rewards_cache_change', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER feature_flags_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON feature_flags FOR EACH STATEMENT EXECUTE FUNCTION rewards_announce_cache_change();
--> statement-breakpoint
CREATE TRIGGER site_config_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_config FOR EACH STATEMENT EXECUTE FUNCTION rewards_announce_cache_change();
--> statement-breakpoint
CREATE TRIGGER page_content_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON page_content FOR EACH STATEMENT EXECUTE FUNCTION rewards_announce_cache_change();
