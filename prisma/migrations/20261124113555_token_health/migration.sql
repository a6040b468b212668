-- AlterTable
ALTER TABLE "metric_snapshots" ADD COLUMN     "notes" TEXT;

-- AlterTable
ALTER TABLE "social_accounts" ADD COLUMN     "token_error" TEXT,
ADD COLUMN     "token_error_at" TIMESTAMPTZ(3),
ADD COLUMN     "token_refresh_lock_until" TIMESTAMPTZ(3),
ADD COLUMN     "token_refreshed_at" TIMESTAMPTZ(3);
