-- AlterTable
ALTER TABLE "social_accounts" ADD COLUMN     "refresh_token_expires_at" TIMESTAMPTZ(3);
