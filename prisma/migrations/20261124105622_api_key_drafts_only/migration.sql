-- AlterTable
ALTER TABLE "api_keys" ADD COLUMN     "drafts_only" BOOLEAN NOT NULL DEFAULT false;
