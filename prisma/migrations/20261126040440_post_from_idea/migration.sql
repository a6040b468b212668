-- AlterTable
ALTER TABLE "posts" ADD COLUMN     "idea_id" UUID;

-- CreateIndex
CREATE INDEX "posts_idea_id_idx" ON "posts"("idea_id");

-- AddForeignKey
ALTER TABLE "posts" ADD CONSTRAINT "posts_idea_id_fkey" FOREIGN KEY ("idea_id") REFERENCES "ideas"("id") ON DELETE SET NULL ON UPDATE CASCADE;
