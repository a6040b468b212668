-- Scheduled analytics reports (report_schedules) and one attachment per outbox email (the report PDF, kept with
-- the message so a retry sends the same file).
-- CreateEnum
CREATE TYPE "report_cadence" AS ENUM ('weekly', 'monthly');

-- AlterTable
ALTER TABLE "email_outbox" ADD COLUMN     "attachment" BYTEA,
ADD COLUMN     "attachment_content_type" TEXT,
ADD COLUMN     "attachment_name" TEXT;

-- CreateTable
CREATE TABLE "report_schedules" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "recipients" TEXT[],
    "cadence" "report_cadence" NOT NULL,
    "next_send_at" TIMESTAMPTZ(3) NOT NULL,
    "last_sent_at" TIMESTAMPTZ(3),
    "updated_by_user_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "report_schedules_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "report_schedules_workspace_id_key" ON "report_schedules"("workspace_id");

-- CreateIndex
CREATE INDEX "report_schedules_next_send_at_idx" ON "report_schedules"("next_send_at");

-- AddForeignKey
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
