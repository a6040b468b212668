import path from "node:path";
import { defineConfig } from "vitest/config";
import { classifyTestFiles } from "./test/engine-test-files.ts";
import { sharedWorkerFiles } from "./test/shared-worker-files.ts";

// Unit and integration tests. With DATABASE_URL set they run on that PostgreSQL server (migrated once in
// the global setup); without it, each test file gets its own in-memory embedded database, a copy of the one
// the global setup migrated. POSTLANE_TEST_ENGINE_ONLY=1 runs only the files whose behaviour can depend on the
// database engine (the rule: test/engine-test-files.ts): CI's second pass, on the embedded database.
//
// Three projects. "shared": the files that can open no database and mock no module (test/shared-worker-files.ts)
// share one worker process, each starting from fresh modules (test/shared-worker-setup.ts): a fresh process per
// file cost them more than their tests (docs/development.md, "Tests on two engines"). "shared-db": the database
// files that mock no module, the same way, each ended by stopping what the app started and failing if it left
// a server, socket or child process open (test/shared-db-file-end.ts). "isolated": the rest (files that mock a
// module, and the two pinned to the embedded database), each in a fresh worker process (pool "forks").
const root = import.meta.dirname;
const engineOnly = process.env.POSTLANE_TEST_ENGINE_ONLY === "1";
const classified = classifyTestFiles(root);
const shared = engineOnly ? [] : sharedWorkerFiles(root, classified.independent);
// POSTLANE_TEST_SHARED_DB=0 gives each database file a process of its own again (to tell a file's own failure
// from one another file left behind).
const sharedDb = process.env.POSTLANE_TEST_SHARED_DB === "0" ? [] : sharedWorkerFiles(root, [...classified.dependent.keys()]);
const EXCLUDE = ["node_modules/**", ".next/**", "e2e/**", "generated/**", ".data/**"];

export default defineConfig({
  resolve: { alias: { "@": path.resolve(root) } },
  test: {
    environment: "node",
    pool: "forks",
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
    projects: [
      {
        extends: true,
        test: {
          name: "isolated",
          include: engineOnly ? [...classified.dependent.keys()] : ["**/*.test.ts"],
          exclude: [...EXCLUDE, ...shared, ...sharedDb],
          // Migrates the database once per run (test/global-setup.ts); the shared files open none.
          globalSetup: ["test/global-setup.ts"],
        },
      },
      ...(shared.length
        ? [{ extends: true as const, test: { name: "shared", include: shared, isolate: false, setupFiles: ["test/shared-worker-setup.ts"] } }]
        : []),
      ...(sharedDb.length
        ? [
            {
              extends: true as const,
              test: {
                name: "shared-db",
                include: sharedDb,
                isolate: false,
                globalSetup: ["test/global-setup.ts"],
                setupFiles: ["test/shared-worker-setup.ts", "test/shared-db-file-end.ts"],
              },
            },
          ]
        : []),
    ],
  },
});
