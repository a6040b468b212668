import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit and integration tests. With DATABASE_URL set they run on that PostgreSQL server (migrated once in
// the global setup); without it, each test file gets its own in-memory embedded database.
export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**", ".next/**", "e2e/**", "generated/**", ".data/**"],
    environment: "node",
    pool: "forks",
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: {
      NODE_ENV: "test",
      // Request and publish lines would bury the test report; tests that read log lines capture their own
      // logger at their own level (test/api/log-redaction.test.ts), and warnings still show.
      LOG_LEVEL: "warn",
      POSTLANE_EMBEDDED_DB: "memory",
      POSTLANE_DATA_DIR: ".data/test",
      AUTH_SECRET: "test-auth-secret-not-for-production",
      TOKEN_ENCRYPTION_KEY: "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=",
    },
  },
});
