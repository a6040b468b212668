-- CreateEnum
CREATE TYPE "link_page_status" AS ENUM ('draft', 'published');

-- CreateTable
CREATE TABLE "link_pages" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "created_by_user_id" UUID,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "bio" TEXT,
    "avatar_url" TEXT,
    "theme" TEXT NOT NULL DEFAULT 'light',
    "accent_color" TEXT,
    "status" "link_page_status" NOT NULL DEFAULT 'draft',
    "draft_revision" INTEGER NOT NULL DEFAULT 1,
    "published_version_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "link_pages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "link_blocks" (
    "id" UUID NOT NULL,
    "page_id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "data" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "link_blocks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "link_page_versions" (
    "id" UUID NOT NULL,
    "page_id" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "draft_revision" INTEGER NOT NULL,
    "snapshot" JSONB NOT NULL,
    "published_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_by_user_id" UUID,

    CONSTRAINT "link_page_versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "link_page_daily" (
    "page_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,
    "unique_visitors" INTEGER NOT NULL DEFAULT 0,
    "clicks" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "link_page_daily_pkey" PRIMARY KEY ("page_id","day")
);

-- CreateTable
CREATE TABLE "link_block_daily" (
    "page_id" UUID NOT NULL,
    "block_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "clicks" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "link_block_daily_pkey" PRIMARY KEY ("page_id","block_id","day")
);

-- CreateTable
CREATE TABLE "link_referrer_daily" (
    "page_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "domain" TEXT NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "link_referrer_daily_pkey" PRIMARY KEY ("page_id","day","domain")
);

-- CreateTable
CREATE TABLE "link_visitors" (
    "page_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "link_visitors_pkey" PRIMARY KEY ("page_id","day","hash")
);

-- CreateTable
CREATE TABLE "link_daily_salts" (
    "day" DATE NOT NULL,
    "salt" TEXT NOT NULL,

    CONSTRAINT "link_daily_salts_pkey" PRIMARY KEY ("day")
);

-- CreateIndex
CREATE UNIQUE INDEX "link_pages_slug_key" ON "link_pages"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "link_pages_published_version_id_key" ON "link_pages"("published_version_id");

-- CreateIndex
CREATE INDEX "link_pages_workspace_id_created_at_idx" ON "link_pages"("workspace_id", "created_at");

-- CreateIndex
CREATE INDEX "link_blocks_page_id_position_idx" ON "link_blocks"("page_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "link_page_versions_page_id_number_key" ON "link_page_versions"("page_id", "number");

-- AddForeignKey
ALTER TABLE "link_pages" ADD CONSTRAINT "link_pages_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "link_pages" ADD CONSTRAINT "link_pages_published_version_id_fkey" FOREIGN KEY ("published_version_id") REFERENCES "link_page_versions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "link_blocks" ADD CONSTRAINT "link_blocks_page_id_fkey" FOREIGN KEY ("page_id") REFERENCES "link_pages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "link_page_versions" ADD CONSTRAINT "link_page_versions_page_id_fkey" FOREIGN KEY ("page_id") REFERENCES "link_pages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "link_page_daily" ADD CONSTRAINT "link_page_daily_page_id_fkey" FOREIGN KEY ("page_id") REFERENCES "link_pages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "link_block_daily" ADD CONSTRAINT "link_block_daily_page_id_fkey" FOREIGN KEY ("page_id") REFERENCES "link_pages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "link_referrer_daily" ADD CONSTRAINT "link_referrer_daily_page_id_fkey" FOREIGN KEY ("page_id") REFERENCES "link_pages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "link_visitors" ADD CONSTRAINT "link_visitors_page_id_fkey" FOREIGN KEY ("page_id") REFERENCES "link_pages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Instances cache rendered public pages (lib/links/public-page-cache.ts). This trigger tells every instance
-- to drop that cache when a page's published version, status or slug changes or a page is deleted, whoever
-- changed it. No semicolon inside a statement (see 20261121233500_auth_changed_notify): \073 stands for it.
CREATE FUNCTION "notify_link_pages_changed"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN PERFORM pg_notify(''postlane_link_pages_changed'', '''')\073 RETURN NULL\073 END'
;

CREATE TRIGGER "link_pages_published_changed" AFTER UPDATE ON "link_pages"
  FOR EACH ROW WHEN (OLD."published_version_id" IS DISTINCT FROM NEW."published_version_id"
    OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."slug" IS DISTINCT FROM NEW."slug")
  EXECUTE FUNCTION "notify_link_pages_changed"()
;

CREATE TRIGGER "link_pages_deleted" AFTER DELETE ON "link_pages"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_link_pages_changed"()
;
