// The admin CLI as an operator runs it, in a child process, on a throwaway embedded database: once with
// no app running (the CLI opens the database itself) and once while an app owns it (the CLI goes through
// the app's admin route, because PGlite cannot be shared between processes).
// engine: pinned to the embedded database
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_SCOPES } from "../lib/auth/scopes";

const root = path.resolve(import.meta.dirname, "..");
const tsx = path.join(root, "node_modules/.bin/tsx");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "postlane-cli-"));
const port = 41000 + Math.floor(Math.random() * 2000);

function embeddedEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, POSTLANE_DATA_DIR: dataDir, POSTLANE_EMBEDDED_DB: "disk", PORT: String(port) };
  delete env.DATABASE_URL;
  return env;
}

function cli(args: string[], env = embeddedEnv()) {
  const result = spawnSync(tsx, ["scripts/cli.ts", ...args], { cwd: root, env, encoding: "utf8", timeout: 60_000 });
  const parse = (text: string) => {
    try {
      return JSON.parse(text) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    } catch {
      return { raw: text };
    }
  };
  return { code: result.status, out: parse(result.stdout), err: parse(result.stderr), stderr: result.stderr };
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// Each CLI call is a fresh Node process (about 2 s, more on a busy machine).
describe("admin CLI on the embedded database", { timeout: 120_000 }, () => {
  let workspaceId = "";

  it("works with no app running: opens the database itself and leaves no lock behind", () => {
    const user = cli(["user", "create", "--email", "ops@example.test", "--password", "operator pass", "--name", "Ops"]);
    expect(user.code, user.stderr).toBe(0);
    expect(user.out.user).toMatchObject({ email: "ops@example.test", name: "Ops" });
    workspaceId = user.out.user.personalWorkspaceId;

    const key = cli(["key", "create", "--workspace", workspaceId, "--user", "ops@example.test", "--scopes", "all", "--mode", "test"]);
    expect(key.code, key.stderr).toBe(0);
    expect(key.out.apiKey.key).toMatch(/^pl_test_/);
    expect(key.out.apiKey.scopes).toEqual([...API_SCOPES]);
    expect(fs.existsSync(path.join(dataDir, "app.lock"))).toBe(false);
  });

  it("gives a clear error and a non-zero exit on bad input", () => {
    const unknown = cli(["key", "create", "--workspace", "nope", "--user", "ops@example.test", "--scopes", "all", "--mode", "prod"]);
    expect(unknown.code).toBe(2);
    expect(unknown.err.error).toBe("--workspace must be a workspace id (UUID); --mode must be live or test");

    const badScope = cli(["key", "create", "--workspace", workspaceId, "--user", "ops@example.test", "--scopes", "posts:read,posts:publish", "--mode", "live"]);
    expect(badScope.code).toBe(2);
    expect(badScope.err.error).toContain('scopes[1]: unknown scope "posts:publish"');

    const noCommand = cli(["launch", "rockets"]);
    expect(noCommand.code).toBe(2);
    expect(noCommand.stderr).toContain('unknown command "launch rockets"');

    const unknownFlag = cli(["user", "create", "--emial", "x@example.test"]);
    expect(unknownFlag.code).toBe(2);
    expect(unknownFlag.stderr).toContain("--emial");
  });

  describe("while the app owns the database", () => {
    let app: ReturnType<typeof spawn>;

    beforeAll(async () => {
      // node --import tsx (not the tsx binary, which forks): the lock must name this very process.
      app = spawn(process.execPath, ["--import", "tsx", "test/support/admin-app-stand-in.ts"], {
        cwd: root,
        env: embeddedEnv(),
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stderr = "";
      app.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
      await new Promise<void>((resolve, reject) => {
        app.stdout!.on("data", (d: Buffer) => d.toString().includes("ready") && resolve());
        app.on("exit", (code) => reject(new Error(`app stand-in exited with ${code}: ${stderr}`)));
      });
    });

    afterAll(async () => {
      app.kill("SIGTERM");
      await new Promise((resolve) => app.once("exit", resolve));
    });

    it("sends commands to the app, which runs them on its database", () => {
      const lock = JSON.parse(fs.readFileSync(path.join(dataDir, "app.lock"), "utf8"));
      expect(lock).toMatchObject({ pid: app.pid, port, role: "app" });

      const member = cli(["user", "create", "--email", "member@example.test", "--password", "member pass"]);
      expect(member.code, member.stderr).toBe(0);
      const added = cli(["member", "add", "--workspace", workspaceId, "--email", "member@example.test", "--role", "manager"]);
      expect(added.code, added.stderr).toBe(0);
      expect(added.out.membership.role).toBe("manager");
      const key = cli([
        "key",
        "create",
        "--workspace",
        workspaceId,
        "--user",
        "member@example.test",
        "--scopes",
        "posts:read,posts:write",
        "--mode",
        "live",
        "--name",
        "zap",
      ]);
      expect(key.code, key.stderr).toBe(0);
      expect(key.out.apiKey).toMatchObject({ name: "zap", mode: "live", scopes: ["posts:read", "posts:write"] });
      const account = cli(["account", "add", "--workspace", workspaceId, "--platform", "bluesky", "--username", "ops.test", "--sandbox"]);
      // The Account as GET /accounts answers it (one shape per resource, whatever the door).
      expect(account.out.account).toEqual({
        id: expect.any(String),
        platform: "bluesky",
        platform_username: "ops.test",
        platform_account_id: expect.any(String),
        is_connected: true,
        requires_reauth: false,
        profile_image_url: null,
        connected_at: expect.any(String),
      });
      const quota = cli(["quota", "set", "--workspace", workspaceId, "--monthly-posts", "25"]);
      expect(quota.out.quota).toMatchObject({ monthlyPosts: 25, ownerEmail: "ops@example.test" });
    });

    it("reports the app's errors with the same messages and exit codes", () => {
      const duplicate = cli(["user", "create", "--email", "member@example.test", "--password", "member pass"]);
      expect(duplicate.code).toBe(1);
      expect(duplicate.err.error).toBe("An account with the email member@example.test already exists");
      const badPlatform = cli(["account", "add", "--workspace", workspaceId, "--platform", "myspace", "--username", "x"]);
      expect(badPlatform.code).toBe(2);
      expect(badPlatform.err.error).toContain("platform: must be one of instagram");
    });

    it("refuses a request without the lock file's token", async () => {
      const response = await fetch(`http://127.0.0.1:${port}/api/admin/cli`, {
        method: "POST",
        headers: { "x-postlane-admin-token": "guess" },
        body: JSON.stringify({ command: "user create", options: { email: "evil@example.test", password: "whatever1" } }),
      });
      expect(response.status).toBe(401);
    });
  });

  it("sees what was done through the app once the app has stopped", () => {
    const again = cli(["member", "add", "--workspace", workspaceId, "--email", "member@example.test", "--role", "viewer"]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.out.membership.role).toBe("viewer");
    const viewerKey = cli(["key", "create", "--workspace", workspaceId, "--user", "member@example.test", "--scopes", "all", "--mode", "live"]);
    expect(viewerKey.code).toBe(1);
    expect(viewerKey.err.error).toBe("A viewer cannot create API keys");
  });
});
