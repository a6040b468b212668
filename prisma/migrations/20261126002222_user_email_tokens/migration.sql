-- CreateEnum
CREATE TYPE "user_email_token_purpose" AS ENUM ('password_reset', 'verify_email');

-- CreateTable
CREATE TABLE "user_email_tokens" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "purpose" "user_email_token_purpose" NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_email_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "user_email_tokens_token_hash_key" ON "user_email_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "user_email_tokens_user_id_purpose_idx" ON "user_email_tokens"("user_id", "purpose");

-- AddForeignKey
ALTER TABLE "user_email_tokens" ADD CONSTRAINT "user_email_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
