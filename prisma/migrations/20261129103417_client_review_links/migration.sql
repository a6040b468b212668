-- CreateEnum
CREATE TYPE "review_decision_kind" AS ENUM ('approved', 'changes_requested');

-- AlterTable
ALTER TABLE "posts" ADD COLUMN     "approval_decided_by_reviewer" TEXT,
ADD COLUMN     "approval_review_link_id" UUID;

-- CreateTable
CREATE TABLE "review_links" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "created_by_id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "passcode_hash" TEXT,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "last_opened_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_links_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "review_link_posts" (
    "review_link_id" UUID NOT NULL,
    "post_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "review_link_posts_pkey" PRIMARY KEY ("review_link_id","post_id")
);

-- CreateTable
CREATE TABLE "review_decisions" (
    "id" UUID NOT NULL,
    "review_link_id" UUID NOT NULL,
    "post_id" UUID NOT NULL,
    "decision" "review_decision_kind" NOT NULL,
    "comment" TEXT,
    "reviewer_name" TEXT NOT NULL,
    "content_version" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_decisions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "review_links_token_hash_key" ON "review_links"("token_hash");

-- CreateIndex
CREATE INDEX "review_links_workspace_id_created_at_idx" ON "review_links"("workspace_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "review_link_posts_post_id_idx" ON "review_link_posts"("post_id");

-- CreateIndex
CREATE INDEX "review_decisions_post_id_created_at_idx" ON "review_decisions"("post_id", "created_at");

-- CreateIndex
CREATE INDEX "review_decisions_review_link_id_created_at_idx" ON "review_decisions"("review_link_id", "created_at");

-- AddForeignKey
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_link_posts" ADD CONSTRAINT "review_link_posts_review_link_id_fkey" FOREIGN KEY ("review_link_id") REFERENCES "review_links"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_link_posts" ADD CONSTRAINT "review_link_posts_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "posts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_decisions" ADD CONSTRAINT "review_decisions_review_link_id_fkey" FOREIGN KEY ("review_link_id") REFERENCES "review_links"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_decisions" ADD CONSTRAINT "review_decisions_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "posts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
