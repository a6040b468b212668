-- AlterTable
ALTER TABLE "platform_results" ADD COLUMN     "first_comment" JSONB;
