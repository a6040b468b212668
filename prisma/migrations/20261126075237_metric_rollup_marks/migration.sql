-- CreateTable
CREATE TABLE "metric_rollup_marks" (
    "workspace_id" UUID NOT NULL,
    "daily_before" TIMESTAMPTZ(3) NOT NULL,
    "weekly_before" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "metric_rollup_marks_pkey" PRIMARY KEY ("workspace_id")
);

-- AddForeignKey
ALTER TABLE "metric_rollup_marks" ADD CONSTRAINT "metric_rollup_marks_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
