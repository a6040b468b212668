-- App instances cache authenticated API keys for a few seconds (lib/api/api-key-cache.ts). These triggers tell
-- every instance to forget them the moment a key or a membership (the key creator's role) changes, whoever
-- changed it: a service, the admin CLI, or SQL by hand. Recording a key's last use is not such a change.
-- Triggers are not part of prisma/schema.prisma, and npm run db:diff ignores them.
--
-- No semicolon may appear inside a statement of this file, comments included: @prisma/adapter-pg applies a
-- migration by splitting it at every semicolon. The function body is therefore an E'' string in which
-- \073 stands for the semicolon.
CREATE FUNCTION "notify_auth_changed"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN PERFORM pg_notify(''postlane_auth_changed'', '''')\073 RETURN NULL\073 END'
;

CREATE TRIGGER "api_keys_auth_changed_on_update" AFTER UPDATE ON "api_keys"
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'last_used_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_used_at'))
  EXECUTE FUNCTION "notify_auth_changed"()
;

CREATE TRIGGER "api_keys_auth_changed_on_delete" AFTER DELETE ON "api_keys"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"()
;

CREATE TRIGGER "memberships_auth_changed" AFTER INSERT OR UPDATE OR DELETE ON "memberships"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"()
;
