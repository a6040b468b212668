-- AlterTable
ALTER TABLE "email_outbox" ADD COLUMN     "secret_link" TEXT;

-- No live token at rest: messages composed before this change keep the tokens of their links in the text.
-- Redact them as the new code stores them (a message still queued at upgrade goes out with the redacted
-- link, and its recipient asks for a new one).
UPDATE "email_outbox"
SET "text" = regexp_replace("text", '(/(reset-password|verify-email|invite)/)[A-Za-z0-9_.-]+', '\1[redacted]', 'g'),
    "html" = regexp_replace("html", '(/(reset-password|verify-email|invite)/)[A-Za-z0-9_.-]+', '\1[redacted]', 'g')
WHERE "text" ~ '/(reset-password|verify-email|invite)/[A-Za-z0-9_.-]+' OR "html" ~ '/(reset-password|verify-email|invite)/[A-Za-z0-9_.-]+';
