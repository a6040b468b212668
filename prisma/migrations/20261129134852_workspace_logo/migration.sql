-- AlterTable
ALTER TABLE "workspaces" ADD COLUMN     "logo_media_id" UUID;

-- AddForeignKey
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_logo_media_id_fkey" FOREIGN KEY ("logo_media_id") REFERENCES "media_objects"("id") ON DELETE SET NULL ON UPDATE CASCADE;
