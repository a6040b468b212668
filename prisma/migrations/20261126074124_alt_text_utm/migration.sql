-- AlterTable
ALTER TABLE "posts" ADD COLUMN     "media_alt_texts" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "utm" JSONB;

-- AlterTable
ALTER TABLE "workspaces" ADD COLUMN     "utm_campaign" TEXT,
ADD COLUMN     "utm_enabled" BOOLEAN NOT NULL DEFAULT false;
