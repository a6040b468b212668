-- AlterEnum
ALTER TYPE "notification_channel" ADD VALUE 'daily_digest';

-- AlterTable
ALTER TABLE "notification_preferences" ADD COLUMN     "digest_sent_at" TIMESTAMPTZ(3);
