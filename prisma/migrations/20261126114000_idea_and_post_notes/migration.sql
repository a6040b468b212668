-- AlterTable
ALTER TABLE "ideas" ADD COLUMN     "notes" TEXT;

-- AlterTable
ALTER TABLE "posts" ADD COLUMN     "notes" TEXT;
