-- AlterTable
ALTER TABLE "media_objects" ADD COLUMN     "duration_ms" INTEGER,
ADD COLUMN     "height" INTEGER,
ADD COLUMN     "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "thumbnail_key" TEXT,
ADD COLUMN     "width" INTEGER;
