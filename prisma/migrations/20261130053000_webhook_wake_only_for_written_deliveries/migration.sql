-- The webhook worker's wake-up (postlane_webhooks_due, lib/webhooks/delivery-worker.ts) only when deliveries
-- were written. A statement-level trigger fires even when its statement wrote no row, and every post created
-- runs the outbox's INSERT INTO webhook_deliveries, which writes none in a workspace without endpoints: each
-- post then woke the worker of every instance for a claim that found nothing (measured under bench:api: 0.75
-- extra statements per draft created). The insert trigger now reads its statement's new rows (a transition
-- table) and notifies only when there are some. PostgreSQL takes no transition table on a trigger with several
-- events or a column list, so a rescheduled delivery (UPDATE OF next_attempt_at, rare) keeps the old trigger.
-- Not part of prisma/schema.prisma. No semicolon inside a statement (see 20261121233500_auth_changed_notify).
CREATE FUNCTION "notify_webhooks_due_if_written"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN IF EXISTS (SELECT 1 FROM written_deliveries) THEN PERFORM pg_notify(''postlane_webhooks_due'', '''')\073 END IF\073 RETURN NULL\073 END'
;

DROP TRIGGER "webhook_deliveries_due" ON "webhook_deliveries";

CREATE TRIGGER "webhook_deliveries_written" AFTER INSERT ON "webhook_deliveries"
  REFERENCING NEW TABLE AS written_deliveries
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_webhooks_due_if_written"()
;

CREATE TRIGGER "webhook_deliveries_rescheduled" AFTER UPDATE OF "next_attempt_at" ON "webhook_deliveries"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_webhooks_due"()
;
