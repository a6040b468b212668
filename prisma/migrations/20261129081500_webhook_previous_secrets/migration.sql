-- Every secret replaced by a rotation keeps signing until its own overlap ends (a second rotation no longer
-- drops the first one's secret): one JSON list of { secretEncrypted, expiresAt } replaces the single pair.
ALTER TABLE "webhook_endpoints" ADD COLUMN "previous_secrets" JSONB NOT NULL DEFAULT '[]';

-- A previous secret still inside its window moves into the list.
UPDATE "webhook_endpoints"
SET "previous_secrets" = jsonb_build_array(jsonb_build_object(
  'secretEncrypted', "previous_secret_encrypted",
  'expiresAt', to_char("previous_secret_expires_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
WHERE "previous_secret_encrypted" IS NOT NULL AND "previous_secret_expires_at" > now();

ALTER TABLE "webhook_endpoints" DROP COLUMN "previous_secret_encrypted",
DROP COLUMN "previous_secret_expires_at";
