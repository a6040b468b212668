-- A post's history (lib/services/approvals/post-history): one row per step a person would name — submitted,
-- revised (with what changed since the last request), changes requested (with the comment), approved, scheduled.
-- Written in the step's own transaction: details keeps what the step needs to be told again later
-- (the request's caption, networks and time: the list of changes).
CREATE TABLE "post_events" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "post_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "actor_user_id" UUID,
    "actor_name" TEXT,
    "comment" TEXT,
    "details" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "post_events_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "post_events_post_id_created_at_idx" ON "post_events"("post_id", "created_at");

ALTER TABLE "post_events" ADD CONSTRAINT "post_events_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "post_events" ADD CONSTRAINT "post_events_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "posts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A notification about a post names it, so a decision can resolve every approver's request at once: the
-- resolution ("Approved by Manny") is shown in place of a call to act.
ALTER TABLE "notifications" ADD COLUMN "post_id" UUID,
ADD COLUMN "resolution" TEXT;

CREATE INDEX "notifications_post_id_kind_idx" ON "notifications"("post_id", "kind");
