-- CreateTable
CREATE TABLE "posting_schedules" (
    "account_id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "time_zone" TEXT NOT NULL,
    "slots" JSONB NOT NULL DEFAULT '[]',
    "updated_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "posting_schedules_pkey" PRIMARY KEY ("account_id")
);

-- CreateIndex
CREATE INDEX "posting_schedules_workspace_id_idx" ON "posting_schedules"("workspace_id");

-- AddForeignKey
ALTER TABLE "posting_schedules" ADD CONSTRAINT "posting_schedules_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "social_accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "posting_schedules" ADD CONSTRAINT "posting_schedules_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
