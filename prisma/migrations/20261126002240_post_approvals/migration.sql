-- CreateEnum
CREATE TYPE "post_approval_state" AS ENUM ('none', 'pending', 'approved', 'changes_requested');

-- CreateEnum
CREATE TYPE "post_approval_outcome" AS ENUM ('scheduled', 'published');

-- AlterTable
ALTER TABLE "posts" ADD COLUMN     "approval_comment" TEXT,
ADD COLUMN     "approval_decided_at" TIMESTAMPTZ(3),
ADD COLUMN     "approval_decided_by_user_id" UUID,
ADD COLUMN     "approval_requested_at" TIMESTAMPTZ(3),
ADD COLUMN     "approval_requested_by_user_id" UUID,
ADD COLUMN     "approval_requested_status" "post_approval_outcome",
ADD COLUMN     "approval_state" "post_approval_state" NOT NULL DEFAULT 'none';

-- AlterTable
ALTER TABLE "workspaces" ADD COLUMN     "posts_need_approval" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "posts_workspace_id_approval_state_idx" ON "posts"("workspace_id", "approval_state");
