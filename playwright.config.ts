import { defineConfig, devices } from "@playwright/test";
import { testChromiumPath } from "./e2e/test-chromium";

// Browser and black-box API tests against the production build (`npm run test:e2e` builds first).
// The server runs on DATABASE_URL when set (CI: the local PostgreSQL), else on an embedded database kept
// apart from the development one.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
/** The stand-in X server of e2e/ui/connect-oauth.spec.ts listens here; the app is pointed at it. */
export const fakeTwitterPort = Number(process.env.E2E_FAKE_TWITTER_PORT ?? port + 1);
/** The fake Meta Graph server of e2e/ui/connect-meta.spec.ts (Facebook, Instagram, Threads). */
export const fakeMetaPort = Number(process.env.E2E_FAKE_META_PORT ?? port + 2);
/** The stand-in Telegram and Discord APIs, started for the whole run by e2e/global-setup.ts (credential connects). */
export const fakeTelegramPort = Number(process.env.E2E_FAKE_TELEGRAM_PORT ?? port + 3);
export const fakeDiscordPort = Number(process.env.E2E_FAKE_DISCORD_PORT ?? port + 4);
/** The real Bluesky PDS and the Mastodon stand-in of e2e/ui/connect-credentials.spec.ts. */
export const fakeBlueskyPort = Number(process.env.E2E_FAKE_BLUESKY_PORT ?? port + 5);
export const fakeMastodonPort = Number(process.env.E2E_FAKE_MASTODON_PORT ?? port + 6);
/** The run's SMTP server (e2e/mailbox.ts, started by global setup) and the HTTP window specs read mail through. */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 7);
export const mailboxPort = Number(process.env.E2E_MAILBOX_PORT ?? port + 8);

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  globalSetup: "./e2e/global-setup.ts",
  // The cap on one test, not a wait: specs wait for conditions. 30 s was set on a faster machine; on a loaded
  // 2-core one the flows without a budget of their own (change-password, forgot-password, security) reached 29–34 s
  // and timed out while still progressing (CI, 2026-11-29). Long flows still set their own (120–240 s).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry on CI: a test that passes only on its retry is reported by name as flaky in the CI summary
  // (.ci/run) instead of sinking the whole run; one that fails twice fails it.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // Recorded on the retry of a test that failed once (CI retries once), not for every test: recording every
    // action's snapshots cost about 5 % of the run's CPU on a 2-core machine for traces that are thrown away.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: {
      // Debian's headless shell or chromium (e2e/test-chromium.ts): `npx playwright install` cannot download offline.
      executablePath: testChromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "api", testDir: "e2e/api" },
    { name: "ui", testDir: "e2e/ui" },
  ],
  webServer: {
    command: "npm start",
    url: `${baseURL}/functions/v1/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: "pipe",
    env: {
      PORT: String(port),
      APP_URL: baseURL,
      POSTLANE_DATA_DIR: process.env.POSTLANE_DATA_DIR ?? ".data/e2e",
      // One line per request would bury the test report; warnings and errors still show.
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      POSTLANE_RATE_LIMIT_PER_MINUTE: process.env.POSTLANE_RATE_LIMIT_PER_MINUTE ?? "100000",
      // OAuth connect e2e: X is "configured" with the stand-in server's test app.
      TWITTER_API_BASE_URL: `http://127.0.0.1:${fakeTwitterPort}`,
      TWITTER_CLIENT_ID: "x-client-id",
      TWITTER_CLIENT_SECRET: "x-client-secret",
      // Meta connect e2e: Facebook (and Instagram through it) and Threads use the fake Graph server's test app.
      FACEBOOK_API_BASE_URL: `http://127.0.0.1:${fakeMetaPort}`,
      INSTAGRAM_API_BASE_URL: `http://127.0.0.1:${fakeMetaPort}`,
      THREADS_API_BASE_URL: `http://127.0.0.1:${fakeMetaPort}`,
      FACEBOOK_CLIENT_ID: "fake-meta-app",
      FACEBOOK_CLIENT_SECRET: "fake-meta-secret",
      THREADS_CLIENT_ID: "fake-meta-app",
      THREADS_CLIENT_SECRET: "fake-meta-secret",
      // Credential connects (Accounts page forms, POST /api/connect/*) go to the stand-ins and the local PDS.
      TELEGRAM_API_BASE_URL: `http://127.0.0.1:${fakeTelegramPort}`,
      DISCORD_API_BASE_URL: `http://127.0.0.1:${fakeDiscordPort}`,
      BLUESKY_API_BASE_URL: `http://localhost:${fakeBlueskyPort}`,
      MASTODON_API_BASE_URL: `http://127.0.0.1:${fakeMastodonPort}`,
      // Webhooks e2e: the spec's receiver listens on 127.0.0.1 (any port), allowed as an operator would allow an internal host.
      POSTLANE_WEBHOOK_ALLOWED_HOSTS: "127.0.0.1",
      // Email e2e: mail goes to the run's own SMTP server (e2e/mailbox.ts); the operator's outbox page is theirs.
      SMTP_URL: `smtp://postlane:e2e-password@127.0.0.1:${smtpPort}`,
      MAIL_FROM: "Postlane <postlane@example.test>",
      POSTLANE_ADMIN_EMAILS: "operator@example.test",
      // Every spec signs people up from this one machine.
      POSTLANE_SIGN_UPS_PER_CLIENT_PER_HOUR: "100000",
    },
  },
});
