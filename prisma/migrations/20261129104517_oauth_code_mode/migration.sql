-- The consent page's choice of test or live data: the key the code is exchanged for has this mode.
ALTER TABLE "oauth_authorization_codes" ADD COLUMN "mode" "api_key_mode" NOT NULL DEFAULT 'live';
