import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { decodeTokenEncryptionKey, env, resetEnv } from "./env";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnv();
});

describe("settings are checked when read", () => {
  it.each([
    ["hex", crypto.randomBytes(32).toString("hex")],
    ["base64", crypto.randomBytes(32).toString("base64")],
    ["base64url", crypto.randomBytes(32).toString("base64url")],
  ])("accepts a %s TOKEN_ENCRYPTION_KEY of 32 bytes", (_, key) => {
    expect(decodeTokenEncryptionKey(key)?.length).toBe(32);
  });

  it.each([
    ["too short", crypto.randomBytes(16).toString("base64")],
    ["not base64", "not a key at all, just words and more words!!"],
    ["63 hex characters", "a".repeat(63)],
  ])("refuses a TOKEN_ENCRYPTION_KEY %s, naming the setting", (_, key) => {
    process.env.TOKEN_ENCRYPTION_KEY = key;
    resetEnv();
    expect(() => env()).toThrow(/^Invalid environment: TOKEN_ENCRYPTION_KEY: TOKEN_ENCRYPTION_KEY must be 32 bytes/);
  });

  it("refuses an APP_URL that is not an http(s) URL", () => {
    process.env.APP_URL = "postlane.example.com";
    resetEnv();
    expect(() => env()).toThrow("APP_URL: APP_URL must be an http:// or https:// URL");
  });

  it("`npm start` with a malformed TOKEN_ENCRYPTION_KEY stops before serving, naming the setting", () => {
    // Before: the app started and answered 500 to the first request that encrypts (POST /webhooks).
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/serve.ts", "start"], {
      env: { ...saved, TOKEN_ENCRYPTION_KEY: "short", PORT: "4950", POSTLANE_DATA_DIR: "/nonexistent-postlane-env-test" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("TOKEN_ENCRYPTION_KEY must be 32 bytes written as 64 hex characters or base64");
  }, 70_000);
});
