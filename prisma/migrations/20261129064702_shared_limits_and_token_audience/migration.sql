-- AlterTable
ALTER TABLE "api_keys" ADD COLUMN     "audience" TEXT;

-- CreateTable
CREATE TABLE "rate_limit_counters" (
    "key" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "rate_limit_counters_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "rate_limit_counters_expires_at_idx" ON "rate_limit_counters"("expires_at");

-- Access tokens issued before audiences existed are bound to the door their consent named (the REST API when
-- its resource was under /functions/v1/api), else to the MCP server, which is what connected apps use.
UPDATE "api_keys" AS k SET "audience" = CASE WHEN c."resource" LIKE '%/functions/v1/api%' THEN 'rest' ELSE 'mcp' END
  FROM "oauth_authorization_codes" AS c
  WHERE c."api_key_id" = k."id" AND k."oauth_client_id" IS NOT NULL;
UPDATE "api_keys" SET "audience" = 'mcp' WHERE "oauth_client_id" IS NOT NULL AND "audience" IS NULL;
