-- CreateTable
CREATE TABLE "mastodon_apps" (
    "id" UUID NOT NULL,
    "instance_url" TEXT NOT NULL,
    "redirect_uri" TEXT NOT NULL,
    "scopes" TEXT NOT NULL,
    "client_id" TEXT NOT NULL,
    "client_secret_enc" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "mastodon_apps_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "mastodon_apps_instance_url_redirect_uri_scopes_key" ON "mastodon_apps"("instance_url", "redirect_uri", "scopes");
