import path from "node:path";
import { defineConfig } from "vitest/config";
import { classifyTestFiles } from "./test/engine-test-files.ts";

// Unit and integration tests. With DATABASE_URL set they run on that PostgreSQL server (migrated once in
// the global setup); without it, each test file gets its own in-memory embedded database, a copy of the one
// the global setup migrated. POSTLANE_TEST_ENGINE_ONLY=1 runs only the files whose behaviour can depend on the
// database engine (the rule: test/engine-test-files.ts): CI's second pass, on the embedded database.
const engineOnly = process.env.POSTLANE_TEST_ENGINE_ONLY === "1";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: engineOnly ? [...classifyTestFiles(import.meta.dirname).dependent.keys()] : ["**/*.test.ts"],
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
      // Two runs side by side (CI: PostgreSQL and embedded) keep their files apart.
      POSTLANE_DATA_DIR: process.env.POSTLANE_TEST_DATA_DIR ?? ".data/test",
      AUTH_SECRET: "test-auth-secret-not-for-production",
      TOKEN_ENCRYPTION_KEY: "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=",
    },
  },
});
