-- Existing rows keep a null hash (NULLs never collide in the unique index): reading every stored object back to
-- hash it would cost a full download of an S3 bucket inside a migration. Deduplication is lazy instead: the next
-- upload of the same bytes is hashed by the server and claims the hash (lib/services/media/content-hash.ts).
-- Existing files stay in the library (in_library defaults to true): only new composer uploads start outside it.

-- AlterTable
ALTER TABLE "media_objects" ADD COLUMN     "alt_text" TEXT,
ADD COLUMN     "content_sha256" TEXT,
ADD COLUMN     "in_library" BOOLEAN NOT NULL DEFAULT true;

-- CreateIndex
CREATE UNIQUE INDEX "media_objects_workspace_id_content_sha256_key" ON "media_objects"("workspace_id", "content_sha256");
