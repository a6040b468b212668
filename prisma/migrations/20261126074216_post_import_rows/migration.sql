-- CreateTable
CREATE TABLE "post_import_rows" (
    "workspace_id" UUID NOT NULL,
    "content_hash" TEXT NOT NULL,
    "post_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "post_import_rows_pkey" PRIMARY KEY ("workspace_id","content_hash")
);

-- AddForeignKey
ALTER TABLE "post_import_rows" ADD CONSTRAINT "post_import_rows_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
