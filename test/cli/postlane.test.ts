// The `postlane` command (packages/client) as a key holder runs it: a child process talking real HTTP to
// the production server's API front (lib/server/api-front) on a real port, with the app's own local media
// upload route beside it and the in-process publishing worker publishing test posts through the sandbox.
import "@/test/use-database";
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUT as putLocalUpload } from "@/app/media/upload/[token]/route";
import { resetEnv } from "@/lib/env";
import { startPublishingWorker, stopPublishingWorker } from "@/lib/publishing/worker";
import { createApiFront, isApiRequest } from "@/lib/server/api-front/api-front";
import { sendWebResponse, toWebRequest } from "@/lib/server/api-front/node-bridge";
import { API_HANDLERS_DIR, loadApiRoutes } from "@/lib/server/api-front/route-table";
import { makeApiWorkspace } from "@/test/api/api-fixture";
import { addSocialAccount } from "@/lib/services/accounts/add-social-account";
import { systemActor } from "@/lib/services/actor";
import { compileClientCli } from "@/test/cli/compiled-client";

const client = compileClientCli();
const UPLOAD_PREFIX = "/media/upload/";

type W = Awaited<ReturnType<typeof makeApiWorkspace>>;
let w: W;
let origin: string;
const server = http.createServer();
const previousAppUrl = process.env.APP_URL;

beforeAll(async () => {
  w = await makeApiWorkspace();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Signed upload URLs point at the app's own address: this server.
  process.env.APP_URL = origin;
  resetEnv();
  const api = createApiFront({ routes: await loadApiRoutes(API_HANDLERS_DIR), origin });
  server.on("request", (req, res) => {
    if (isApiRequest(req.url)) return void api(req, res);
    if (req.url?.startsWith(UPLOAD_PREFIX)) {
      const token = decodeURIComponent(req.url.slice(UPLOAD_PREFIX.length).split("?")[0]);
      return void putLocalUpload(toWebRequest(req, origin), { params: Promise.resolve({ token }) }).then((answer) => sendWebResponse(req, res, answer));
    }
    res.writeHead(404).end();
  });
  startPublishingWorker({ sweepIntervalMs: 200, workspaceIds: [w.workspaceId] });
}, 180_000);

afterAll(async () => {
  client.remove();
  await stopPublishingWorker();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  if (previousAppUrl === undefined) delete process.env.APP_URL;
  else process.env.APP_URL = previousAppUrl;
  resetEnv();
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `postlane …args` with the workspace's test key (sandbox publishing) unless another key is given. */
function postlane(args: string[], key: string | null = w.keys.test): Promise<Run> {
  // Only what a key holder's shell would have: none of this process's settings (database, secrets) leak in.
  const env: NodeJS.ProcessEnv = { NODE_ENV: "production", PATH: process.env.PATH, POSTLANE_URL: origin, ...(key ? { POSTLANE_API_KEY: key } : {}) };
  return new Promise((resolve) => {
    execFile(process.execPath, [client.cli, ...args], { env, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === "number" ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

/** The --json output of a run that must succeed. */
async function json(args: string[], key?: string | null) {
  const run = await postlane([...args, "--json"], key);
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout);
}

describe("postlane CLI", () => {
  it("creates, lists, publishes to a sandbox account and reads back a post", { timeout: 120_000 }, async () => {
    const { accounts } = await json(["accounts", "list"]);
    expect(accounts.map((a: { id: string }) => a.id)).toContain(w.accounts.bluesky.id);

    const created = await json([
      "posts",
      "create",
      "--caption",
      "Hello from the CLI",
      "--account",
      w.accounts.bluesky.id,
      "--first-comment",
      "More in the docs",
    ]);
    expect(created).toMatchObject({ status: "draft", postIds: [expect.any(String)] });
    const id: string = created.postIds[0];

    const listed = await postlane(["posts", "list", "--limit", "5"]);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/^ID\s+STATUS\s+PLATFORMS/m);
    expect(listed.stdout).toContain(id);
    expect(listed.stdout).toContain("Hello from the CLI");

    expect(await json(["posts", "publish", id])).toMatchObject({ status: "queued", postIds: [id] });
    let post: { status: string; platform_results: { platform: string; success: boolean; remote_permalink?: string; first_comment?: object }[] } | undefined;
    for (let i = 0; i < 60 && post?.status !== "published"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      ({ post } = await json(["posts", "get", id]));
    }
    expect(post?.status).toBe("published");
    expect(post?.platform_results).toEqual([
      expect.objectContaining({
        platform: "bluesky",
        success: true,
        remote_permalink: expect.stringMatching(/^https?:\/\//),
        first_comment: expect.objectContaining({ status: "posted" }),
      }),
    ]);

    const shown = await postlane(["posts", "get", id]);
    expect(shown.stdout).toMatch(/^status:\s+published$/m);
    expect(shown.stdout).toMatch(/results:\s+bluesky ok https?:\/\/\S+ \(first comment posted\)/);
  });

  it("creates, gets, updates, lists with --all and deletes a post", { timeout: 120_000 }, async () => {
    const caption = `Round trip ${Date.now()}`;
    const created = await json(["posts", "create", "--caption", caption, "--account", "bluesky"]);
    const id: string = created.postIds[0];
    expect((await json(["posts", "get", id])).post).toMatchObject({ id, status: "draft", caption });

    const at = new Date(Date.now() + 86_400_000).toISOString();
    const updated = await json(["posts", "update", id, "--caption", `${caption} (edited)`, "--at", at]);
    expect(updated).toEqual({ post: expect.objectContaining({ id, status: "scheduled", caption: `${caption} (edited)` }) });
    expect(Date.parse(updated.post.scheduled_at)).toBe(Date.parse(at));
    expect((await json(["posts", "get", id])).post).toMatchObject({ status: "scheduled", caption: `${caption} (edited)` });

    // One post a page and a second post, so --all has to follow the cursor to find both.
    const other = (await json(["posts", "create", "--caption", `${caption} (other)`, "--account", "bluesky"])).postIds[0];
    const listed = await json(["posts", "list", "--all", "--limit", "1"]);
    expect(listed.nextCursor).toBeNull();
    const ids = listed.posts.map((p: { id: string }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([id, other]));
    expect(new Set(ids).size).toBe(ids.length);

    expect((await json(["--json", "posts", "update", id, "--draft"])).post).toMatchObject({ id, status: "draft" });
    expect(await json(["posts", "delete", id])).toEqual({ id, deleted: true });
    const gone = await postlane(["posts", "get", id]);
    expect(gone.code).toBe(1);
    expect((await json(["posts", "list", "--all"])).posts.map((p: { id: string }) => p.id)).not.toContain(id);

    const nothing = await postlane(["posts", "update", id]);
    expect([nothing.code, nothing.stderr]).toEqual([2, expect.stringMatching(/^Error: Give at least one field to change/m)]);
  });

  it("takes the global flags before or after the command, and names an unknown flag or command", { timeout: 60_000 }, async () => {
    const before = await postlane(["--app-url", origin, "--json", "accounts", "list"]);
    expect(before.code, before.stderr).toBe(0);
    expect(JSON.parse(before.stdout).accounts.map((a: { id: string }) => a.id)).toContain(w.accounts.bluesky.id);
    const between = await postlane(["accounts", "--json", "list", "--app-url", origin]);
    expect(JSON.parse(between.stdout)).toEqual(JSON.parse(before.stdout));

    for (const [args, named] of [
      [["--colour", "accounts", "list"], 'Unknown option "--colour"'],
      [["frob", "list"], 'Unknown command "frob"'],
      [["posts", "frob", "--json"], 'Unknown command "posts frob"'],
    ] as const) {
      const run = await postlane([...args]);
      expect(run.code).toBe(2);
      expect(run.stderr.split("\n")[0]).toBe(`Error: ${named}`);
      expect(run.stderr).toMatch(/^Usage: postlane /m);
    }
  });

  it("exits non-zero with the API's error message, in words and in --json", { timeout: 60_000 }, async () => {
    const past = ["posts", "create", "--caption", "x", "--account", "bluesky", "--at", "2001-01-01T00:00:00Z"];
    const refused = await postlane(past);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Error: scheduledAt.*future/m);
    expect(refused.stdout).toBe("");

    const asJson = await postlane([...past, "--json"]);
    expect(asJson.code).toBe(1);
    expect(JSON.parse(asJson.stdout)).toEqual({ error: expect.stringMatching(/scheduledAt/), code: "validation_failed", status: 400 });

    const missing = await postlane(["posts", "get", "00000000-0000-4000-8000-000000000000"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^Error: .*not found/im);

    const badKey = await postlane(["accounts", "list"], w.keys.revoked);
    expect(badKey.code).toBe(1);
    expect(badKey.stderr).toMatch(/^Error: .*revoked/im);

    const noKey = await postlane(["accounts", "list"], null);
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toMatch(/POSTLANE_API_KEY/);

    const unknownOption = await postlane(["posts", "list", "--colour", "red"]);
    expect(unknownOption.code).toBe(2);
    expect(unknownOption.stderr).toMatch(/--colour/);

    const invalid = await postlane(["posts", "validate", "--caption", "a".repeat(400), "--account", "bluesky", "--json"]);
    expect(invalid.code).toBe(1);
    expect(JSON.parse(invalid.stdout)).toMatchObject({ valid: false, problems: [expect.objectContaining({ platform: "bluesky", field: "caption" })] });
  });

  it("imports a CSV file: a dry run listing each row's problems, then the good rows, then nothing new", { timeout: 90_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "postlane-cli-"));
    const file = path.join(dir, "plan.csv");
    writeFileSync(file, `caption,accounts\nFrom the CLI ${Date.now()},bluesky\nNowhere,@nobody\n`);
    const preview = await postlane(["posts", "import", file, "--dry-run"]);
    expect(preview.code).toBe(1);
    expect(preview.stdout).toMatch(/3\s+accounts\s+This workspace has no account @nobody/);
    expect(preview.stdout).toMatch(/1 ready to import; 0 already imported; 1 with problems \(of 2 rows\)/);
    const imported = await postlane(["posts", "import", file, "--json"]);
    expect(JSON.parse(imported.stdout).summary).toMatchObject({ created: 1, invalid: 1 });
    const again = await postlane(["posts", "import", file]);
    expect(again.stdout).toMatch(/0 imported as draft posts; 1 already imported/);
    const notCsv = await postlane(["posts", "import", file, "--mode", "later"]);
    expect([notCsv.code, notCsv.stderr]).toEqual([2, expect.stringMatching(/--mode must be one of draft, scheduled, queue/)]);
  });

  it("uploads media through the upload URL flow with a progress bar", { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "postlane-cli-"));
    const file = path.join(dir, "pixel.png");
    // A real 1×1 PNG: the app checks the bytes against the declared type.
    writeFileSync(file, Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64"));
    const run = await postlane(["media", "upload", file, "--json"]);
    expect(run.code, run.stderr).toBe(0);
    const { publicUrl, sizeBytes, contentType } = JSON.parse(run.stdout);
    expect({ sizeBytes, contentType }).toEqual({ sizeBytes: 70, contentType: "image/png" });
    expect(run.stderr).toMatch(/pixel\.png \[#{30}\] 100% 70 B \/ 70 B/);
    const stored = await fetch(publicUrl.replace(/^https?:\/\/[^/]+/, origin));
    expect(stored.status === 200 || stored.status === 404).toBe(true);
    const refused = await postlane(["media", "upload", path.join(dir, "nope.png")]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/Cannot read .*nope\.png/);
  });

  it("manages ideas, link pages and webhooks", { timeout: 120_000 }, async () => {
    const { idea } = await json(["ideas", "create", "--title", "Launch thread", "--tag", "launch", "--tag", "q4", "--notes", "Ask Lea for the numbers"]);
    expect(idea).toMatchObject({ title: "Launch thread", tags: ["launch", "q4"], status: "unassigned", notes: "Ask Lea for the numbers" });
    expect((await json(["ideas", "list"])).ideas.map((i: { id: string }) => i.id)).toContain(idea.id);
    // --all reads page after page (here one idea a page) into one list; one page says where the next starts.
    await json(["ideas", "create", "--title", "Second idea"]);
    const whole = (await json(["ideas", "list"])).ideas.map((i: { id: string }) => i.id);
    expect(whole.length).toBeGreaterThanOrEqual(2);
    const all = await json(["ideas", "list", "--limit", "1", "--all"]);
    expect(all.ideas.map((i: { id: string }) => i.id)).toEqual(whole);
    expect(all.nextCursor).toBeNull();
    const onePage = await postlane(["ideas", "list", "--limit", "1", "--json"]);
    expect(JSON.parse(onePage.stdout)).toEqual({ ideas: [expect.objectContaining({ id: whole[0] })], nextCursor: expect.any(String) });
    expect(onePage.stderr).toMatch(/^More: --cursor \S+ \(or --all for every page\)$/m);

    const moved = await json(["ideas", "update", idea.id, "--status", "in_progress", "--tag", "spring"]);
    expect(moved.idea).toMatchObject({ id: idea.id, title: "Launch thread", status: "in_progress", tags: ["spring"] });
    expect(await json(["ideas", "delete", idea.id])).toEqual({ id: idea.id, deleted: true });
    expect((await json(["ideas", "list", "--all"])).ideas.map((i: { id: string }) => i.id)).not.toContain(idea.id);
    expect((await postlane(["ideas", "update", idea.id, "--title", "Gone"])).code).toBe(1);

    const slug = `cli-${Date.now().toString(36)}`;
    const { link } = await json(["links", "create", "--slug", slug, "--title", "Ada's links"]);
    expect(link).toMatchObject({ slug, status: "draft" });
    expect((await postlane(["links", "list"])).stdout).toContain(link.id);

    const hook = await json(["webhooks", "create", "--url", "https://hooks.example.com/in", "--event", "post.published"]);
    expect(hook.secret).toMatch(/^whsec_/);
    const updated = await json(["webhooks", "update", hook.webhook.id, "--event", "post.failed", "--description", "alerts", "--disable"]);
    expect(updated.webhook).toMatchObject({ events: ["post.failed"], description: "alerts", enabled: false });
    expect((await json(["webhooks", "list"])).webhooks.map((h: { id: string }) => h.id)).toContain(hook.webhook.id);
    expect(await json(["webhooks", "delete", hook.webhook.id])).toMatchObject({ deleted: true });
    const gone = await postlane(["webhooks", "update", hook.webhook.id, "--enable"]);
    expect(gone.code).toBe(1);
  });

  it("shows the key's workspace and turns its UTM tags on and off", { timeout: 90_000 }, async () => {
    expect((await json(["workspace", "show"])).workspace).toMatchObject({ id: w.workspaceId, active: true, utm: { enabled: false, campaign: null } });
    const refused = await postlane(["workspace", "utm", "--on"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("utm.campaign: required to turn UTM tags on (none is set yet)");
    expect((await json(["workspace", "utm", "--on", "--campaign", "cli-spring"])).workspace).toMatchObject({ utm: { enabled: true, campaign: "cli-spring" } });
    expect((await postlane(["workspace", "show"])).stdout).toMatch(/utm tags:\s+on, campaign cli-spring/);
    expect((await json(["workspace", "utm", "--off"])).workspace).toMatchObject({ utm: { enabled: false, campaign: "cli-spring" } });
    expect((await json(["workspace", "rename", "CLI Client", "--color", "#0f766e"])).workspace).toMatchObject({ name: "CLI Client", color: "#0f766e" });
    expect((await postlane(["workspace", "show"])).stdout).toMatch(/name:\s+CLI Client[\s\S]*colour:\s+#0f766e/);
    const memberRename = await postlane(["workspace", "rename", "Nope"], w.keys.member);
    expect(memberRename.stderr).toContain("Your role (member) cannot rename the workspace or change its colour; it needs admin or above");
    expect((await postlane(["workspace", "utm", "--member-key"])).code).toBe(2);
    const member = await postlane(["workspace", "utm", "--on"], w.keys.member);
    expect(member.code).toBe(1);
    expect(member.stderr).toContain("Your role (member) cannot change the UTM tags setting");
  });

  it("reaches the rest of the API: queue and schedules, approvals, analytics, a link page's blocks, webhook deliveries", { timeout: 240_000 }, async () => {
    const mastodon = w.accounts.mastodon.id;
    const schedule = await json(["queue", "set-schedule", mastodon, "--time-zone", "UTC", "--slot", "1@06:00", "--slot", "4@06:00"], w.keys.live);
    expect(schedule.schedule).toMatchObject({
      accountId: mastodon,
      timeZone: "UTC",
      slots: [
        { day: 1, time: "06:00" },
        { day: 4, time: "06:00" },
      ],
    });
    expect(await json(["queue", "schedule", mastodon], w.keys.live)).toEqual(schedule);
    const queued = await json(["queue", "add", "--caption", "Queued from the CLI", "--account", mastodon], w.keys.live);
    expect(queued).toEqual({ postIds: [expect.any(String)], status: "scheduled", scheduledAt: expect.any(String), scheduled_at: queued.scheduledAt });
    const queue = (await json(["queue", "list", "--days", "21"], w.keys.live)).queue;
    expect(queue.flatMap((e: { posts: { id: string }[] }) => e.posts.map((p) => p.id))).toContain(queued.postIds[0]);
    expect((await postlane(["queue", "set-schedule", mastodon, "--time-zone", "UTC", "--slot", "monday"], w.keys.live)).code).toBe(2);

    // Approvals: submit, send back with a comment, submit again, approve (the owner's key).
    const draft = (await json(["posts", "create", "--caption", "Needs a look", "--account", "bluesky"], w.keys.live)).postIds[0];
    const at = new Date(Date.now() + 3 * 86_400_000).toISOString();
    expect((await json(["posts", "submit", draft, "--at", at], w.keys.live)).post.approval.state).toBe("pending");
    const sentBack = await json(["posts", "request-changes", draft, "--comment", "Shorter, please"], w.keys.live);
    expect(sentBack.post.approval).toMatchObject({ state: "changes_requested", comment: "Shorter, please" });
    expect((await postlane(["posts", "request-changes", draft], w.keys.live)).code).toBe(2);
    await json(["posts", "submit", draft, "--at", at], w.keys.live);
    const approved = await json(["posts", "approve", draft], w.keys.live);
    expect(approved.post).toMatchObject({ id: draft, status: "scheduled", scheduled_at: at, approval: { state: "approved" } });
    const retry = await postlane(["posts", "retry", draft, "--json"], w.keys.live);
    expect(retry.code).toBe(1);
    // Only a failed row can be retried: the API's 400 and its words, through --json too.
    expect(JSON.parse(retry.stdout)).toMatchObject({ status: 400, error: expect.any(String) });

    expect(await json(["analytics", "get", "--period", "7d"])).toMatchObject({ posts: expect.any(Array), nextCursor: null });
    const csv = await postlane(["analytics", "export", "--period", "7d"]);
    expect(csv.code, csv.stderr).toBe(0);
    expect(csv.stdout.replace(/^\uFEFF/, "").split("\n")[0]).toMatch(/^post_id,published_at,network,caption,views/);
    expect((await postlane(["analytics", "export", "--format", "pdf"])).code).toBe(2);

    const slug = `blocks-${Date.now().toString(36)}`;
    const page = (await json(["links", "create", "--slug", slug, "--title", "Blocks"])).link;
    const shop = (await json(["links", "add-block", page.id, "--data", '{"type":"link","label":"Shop","url":"https://shop.example.com"}'])).block;
    const head = (await json(["links", "add-block", page.id, "--data", '{"type":"header","text":"Hello"}'])).block;
    expect((await json(["links", "update-block", page.id, shop.id, "--data", '{"label":"Our shop"}'])).block).toMatchObject({ id: shop.id, label: "Our shop" });
    const reordered = await json(["links", "reorder-blocks", page.id, "--block", head.id, "--block", shop.id]);
    expect(reordered.blocks.map((b: { id: string }) => b.id)).toEqual([head.id, shop.id]);
    expect((await json(["links", "publish", page.id])).link).toMatchObject({ status: "published", hasUnpublishedChanges: false });
    expect((await json(["links", "get", page.id])).link.blocks.map((b: { id: string }) => b.id)).toEqual([head.id, shop.id]);
    expect(await json(["links", "analytics", page.id, "--period", "7d"])).toMatchObject({ totals: expect.any(Object) });
    expect(await json(["links", "delete-block", page.id, head.id])).toMatchObject({ deleted: true });
    expect((await json(["links", "update", page.id, "--title", "Blocks!", "--unpublish"])).link).toMatchObject({ title: "Blocks!", status: "draft" });
    expect(await json(["links", "delete", page.id])).toMatchObject({ deleted: true });

    const hook = (await json(["webhooks", "create", "--url", "https://hooks.example.com/cli", "--event", "post.failed"])).webhook;
    const sent = (await json(["webhooks", "test", hook.id])).delivery;
    expect(sent).toMatchObject({ eventType: "webhook.test", status: "pending" });
    expect((await json(["webhooks", "deliveries", hook.id, "--all"])).deliveries.map((d: { id: string }) => d.id)).toEqual([sent.id]);
    expect((await json(["webhooks", "get", hook.id])).webhook.id).toBe(hook.id);
    expect((await json(["webhooks", "resend", hook.id, sent.id])).delivery.id).toBe(sent.id);
    const rotated = await json(["webhooks", "rotate-secret", hook.id, "--overlap-hours", "0"]);
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.webhook.previousSecretExpiresAt).toBeNull();
  });

  it("covers accounts, workspaces and the app itself, and completes commands in bash", { timeout: 120_000 }, async () => {
    const extra = await addSocialAccount({
      workspaceId: w.workspaceId,
      actor: systemActor,
      input: { platform: "bluesky", username: "extra.bsky.social", sandbox: true },
    });
    expect(await json(["accounts", "disconnect", extra.id], w.keys.live)).toEqual({ id: extra.id, disconnected: true });
    const listed = (await json(["accounts", "list", "--all"], w.keys.live)).accounts.find((a: { id: string }) => a.id === extra.id);
    expect(listed.is_connected).toBe(false);
    const boards = await postlane(["accounts", "boards", w.accounts.bluesky.id, "--json"], w.keys.live);
    expect(boards.code).toBe(1);
    expect(JSON.parse(boards.stdout)).toMatchObject({ status: 400 });
    expect(await json(["workspace", "list"])).toMatchObject({ mode: "test", workspaces: [expect.objectContaining({ id: w.workspaceId, active: true })] });
    expect(await json(["system", "health"])).toMatchObject({ ok: true, database: { reachable: true } });
    expect(JSON.parse((await postlane(["system", "openapi"])).stdout)).toMatchObject({ openapi: expect.stringMatching(/^3\.1/) });

    // Completion is generated from the command table and needs no key; bash itself runs the script here.
    const script = await postlane(["completion", "bash"], null);
    expect(script.code, script.stderr).toBe(0);
    const complete = (line: string[]) =>
      new Promise<string>((resolve, reject) =>
        execFile(
          "bash",
          ["-c", 'eval "$SCRIPT"; COMP_WORDS=($LINE); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); _postlane; echo "${COMPREPLY[*]}"'],
          { env: { NODE_ENV: "production", PATH: process.env.PATH, SCRIPT: script.stdout, LINE: line.join(" ") } },
          (error, stdout) => (error ? reject(error) : resolve(stdout.trim())),
        ),
      );
    expect((await complete(["postlane", "qu"])).split(" ")).toEqual(["queue"]);
    expect((await complete(["postlane", "queue", "set"])).split(" ")).toEqual(["set-schedule"]);
    expect((await complete(["postlane", "--json", "webhooks", "r"])).split(" ").sort()).toEqual(["resend", "rotate-secret"]);
    expect((await complete(["postlane", "queue", "set-schedule", "x", "--t"])).split(" ")).toEqual(["--time-zone"]);
    const zsh = await postlane(["completion", "zsh"], null);
    expect(zsh.stdout).toMatch(/^#compdef postlane/);
    expect(zsh.stdout).toContain('"links add-block") compadd -- --data --json --app-url --help');
  });

  it("explains every command with --help", { timeout: 60_000 }, async () => {
    const overall = await postlane(["--help"]);
    expect(overall.code).toBe(0);
    for (const command of ["accounts list", "posts create", "posts validate", "media upload", "links create", "webhooks update", "workspace utm"])
      expect(overall.stdout).toContain(command);
    const create = await postlane(["posts", "create", "--help"], null);
    expect(create.code).toBe(0);
    expect(create.stdout).toMatch(/^Usage: postlane posts create \[options\]/);
    expect(create.stdout).toMatch(/--account <id\|platform>/);
    expect(create.stdout).toMatch(/POSTLANE_API_KEY/);
  });
});
