-- AlterTable
ALTER TABLE "posts" ADD COLUMN     "quota_units" INTEGER NOT NULL DEFAULT 0;

-- Posts not yet fanned out paid one unit per mapping when they were created (edits could add mappings
-- for free until now, and are not charged after the fact).
UPDATE "posts" SET "quota_units" = jsonb_array_length("account_mappings")
WHERE "status" IN ('draft', 'scheduled') AND jsonb_typeof("account_mappings") = 'array';
