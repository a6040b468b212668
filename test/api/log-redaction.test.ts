// Issue 25: a full API session over real HTTP with the logger writing to a captured stream. Every secret the
// session uses (API key, password, upload token, webhook secret, session cookie, an SMTP URL's password)
// must appear in no log line, while the request lines are there, each with its request id and route pattern,
// and the publish attempt, webhook delivery and sweep lines too.
import "@/test/use-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnv } from "@/lib/env";
import { createLogger, logger, replaceLogger, type Logger } from "@/lib/observability/logger";
import { PublishingWorker } from "@/lib/publishing/worker";
import { createUser } from "@/lib/services/users/create-user";
import { WebhookDeliveryWorker } from "@/lib/webhooks/delivery-worker";
import { uniqueEmail } from "@/test/factories";
import { startObservedApiServer, type ObservedApiServer } from "@/test/support/observed-api-server";
import { WebhookReceiver } from "@/test/webhooks/receiver";
import { makeApiWorkspace } from "./api-fixture";
import { logLines } from "@/test/support/log-lines";

const { lines, stream: capture } = logLines();
let previous: Logger | undefined;
let server: ObservedApiServer;
const receiver = new WebhookReceiver();

beforeAll(async () => {
  previous = replaceLogger(createLogger(capture, "debug"));
  await receiver.start();
  process.env.POSTLANE_WEBHOOK_ALLOWED_HOSTS = new URL(receiver.url).host;
  resetEnv();
  server = await startObservedApiServer();
});
afterAll(async () => {
  if (process.env.LOGS_TEST_DUMP) (await import("node:fs")).writeFileSync(process.env.LOGS_TEST_DUMP, lines.join("\n"));
  await server.close();
  await receiver.stop();
  delete process.env.POSTLANE_WEBHOOK_ALLOWED_HOSTS;
  resetEnv();
  if (previous) replaceLogger(previous);
});

async function call(method: string, path: string, { key, body, headers = {} }: { key?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${server.origin}/functions/v1/api${path}`, {
    method,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, requestId: response.headers.get("x-request-id"), body: text ? JSON.parse(text) : null };
}

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const parsedLines = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe("structured logs of a full API session", () => {
  it("carry request lines with ids and route patterns, and none of the session's secrets", async () => {
    const w = await makeApiWorkspace();
    const password = `pw-${crypto.randomUUID()}`;
    await createUser({ input: { email: uniqueEmail("logs"), password, name: "Log Reader" } });
    const sessionCookie = `next-auth.session-token=${crypto.randomUUID()}${crypto.randomUUID()}`;
    const smtpPassword = `smtp-${crypto.randomUUID().slice(0, 12)}`;

    // A webhook endpoint with its secret, verified by the receiver.
    const hook = await call("POST", "/webhooks", { key: w.keys.live, body: { url: receiver.url, events: ["post.published"] } });
    expect(hook.status).toBe(201);
    const webhookSecret: string = hook.body.secret;
    receiver.secrets = [webhookSecret];

    // Media: a signed upload URL (its token is a secret) and the URL the post uses.
    const upload = await call("POST", "/media/upload-url", { key: w.keys.test, body: { filename: "launch.png", contentType: "image/png" } });
    expect(upload.status).toBe(201);
    const uploadToken = new URL(upload.body.uploadUrl).pathname.split("/").pop()!;
    expect(uploadToken.length).toBeGreaterThan(20);

    // A post published to the sandbox through both accounts, with a caller's own request id.
    const created = await call("POST", "/posts", {
      key: w.keys.test,
      headers: { "x-request-id": "trace-logs-0001", cookie: sessionCookie },
      body: {
        caption: "Launch day",
        status: "published",
        mediaUrls: ["https://cdn.example.test/launch.png"],
        mediaType: "image",
        accountMappings: [
          { platform: "bluesky", accountId: w.accounts.bluesky.id },
          { platform: "mastodon", accountId: w.accounts.mastodon.id },
        ],
        platformOptions: { sandbox: { latencyMs: 0, pendingPolls: 0 } },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.requestId).toBe("trace-logs-0001");
    const postIds: string[] = created.body.postIds;

    const worker = new PublishingWorker({ workspaceIds: [w.workspaceId], sweepIntervalMs: 30 });
    const sender = new WebhookDeliveryWorker({ workspaceIds: [w.workspaceId], sweepIntervalMs: 30 });
    worker.start();
    sender.start();
    try {
      await until(() => receiver.received.filter((r) => r.payload.type === "post.published").length >= postIds.length, "post.published webhooks");
    } finally {
      await Promise.all([worker.stop(), sender.stop()]);
    }
    expect(receiver.received.every((r) => r.verifiedWith === 0)).toBe(true);

    const read = await call("GET", `/posts/${postIds[0]}`, { key: w.keys.test });
    expect(read.status).toBe(200);
    // Refused keys and a malformed request id (replaced by a fresh one).
    const refused = await call("GET", "/posts", { key: `${w.keys.live.slice(0, -4)}abcd`, headers: { "x-request-id": "bad id with spaces" } });
    expect(refused.status).toBe(401);
    expect(refused.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await call("GET", "/posts", { key: w.keys.revoked })).status).toBe(401);
    // Careless code that logs a whole request's headers, a body and a setting is still censored.
    logger().info(
      {
        headers: { authorization: `Bearer ${w.keys.live}`, cookie: sessionCookie, "set-cookie": sessionCookie },
        body: { password, token: uploadToken, secret: webhookSecret },
        settings: { SMTP_URL: `smtp://mailer:${smtpPassword}@mail.example.com:587` },
      },
      "a careless line",
    );
    logger().warn(`retrying with key ${w.keys.test} against smtp://mailer:${smtpPassword}@mail.example.com and secret ${webhookSecret}`);
    // Issue 34: secrets are masked on errors (message, stack, fields, causes) and free text, by name under the
    // objects that may carry them; the request line itself is never scanned, so it must be safe as built.
    const failure = Object.assign(new Error(`connect to smtp://mailer:${smtpPassword}@mail.example.com failed with ${w.keys.live}`), {
      config: { headers: { authorization: `Bearer ${w.keys.test}` } },
      cause: new Error(`webhook ${webhookSecret} refused`),
    });
    logger().error({ err: failure }, "an error that carries secrets");
    logger().info({ password, token: uploadToken, request: { headers: { cookie: sessionCookie } } }, "secret fields at the top and in a request");
    logger().info("format arguments %s and %o", w.keys.live, { note: "no secret here" });

    const output = lines.join("\n");
    const secrets = {
      liveKey: w.keys.live,
      testKey: w.keys.test,
      revokedKey: w.keys.revoked,
      password,
      sessionCookie,
      uploadToken,
      webhookSecret,
      smtpPassword,
    };
    for (const [name, secret] of Object.entries(secrets)) {
      const hits = output.split(secret).length - 1;
      expect(hits, `${name} appears in the logs`).toBe(0);
    }
    // The key's last characters alone would not name it, but its body must not leak either.
    expect(output).not.toContain(w.keys.live.slice(8, 30));

    const entries = parsedLines();
    const requests = entries.filter((entry) => entry.msg === "request");
    expect(requests.length).toBeGreaterThanOrEqual(6);
    for (const entry of requests) {
      expect(entry.requestId).toEqual(expect.any(String));
      expect(entry).toMatchObject({ method: expect.any(String), route: expect.stringMatching(/^\/functions\/v1\/api\//), status: expect.any(Number) });
      expect(entry.latencyMs).toEqual(expect.any(Number));
      // Patterns, never ids.
      expect(String(entry.route)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
    }
    const publishLine = requests.find((entry) => entry.requestId === "trace-logs-0001");
    expect(publishLine).toMatchObject({ method: "POST", route: "/functions/v1/api/posts", status: 201, workspaceId: w.workspaceId, level: "info" });
    expect(publishLine!.keyId).toEqual(expect.any(String));
    expect(requests.find((entry) => entry.route === "/functions/v1/api/posts/{id}")).toMatchObject({ status: 200, workspaceId: w.workspaceId });
    expect(requests.find((entry) => entry.requestId === refused.requestId)).toMatchObject({ status: 401 });

    const attempts = entries.filter((entry) => entry.event === "publish_attempt");
    expect(attempts.map((entry) => entry.postId).sort()).toEqual([...postIds].sort());
    expect(attempts.every((entry) => entry.outcome === "published" && entry.errorKind === "none")).toBe(true);
    expect(entries.filter((entry) => entry.event === "webhook_delivery" && entry.outcome === "succeeded").length).toBeGreaterThanOrEqual(postIds.length);
    expect(entries.some((entry) => entry.event === "sweep" && entry.sweep === "publishing" && Number(entry.claimed) > 0)).toBe(true);
    expect(output).toContain("[redacted]");
    // The error line keeps its shape (type, message, stack) with the secrets masked.
    const errorLine = entries.find((entry) => entry.msg === "an error that carries secrets") as { err?: { type?: string; message?: string; stack?: string } };
    expect(errorLine?.err).toMatchObject({ type: "Error", message: expect.stringContaining("[redacted]"), stack: expect.any(String) });
    // A request line is exactly the safe fields it is built from: nothing a secret could hide in.
    const requestFields = new Set([
      "level",
      "time",
      "service",
      "pid",
      "hostname",
      "msg",
      "requestId",
      "method",
      "route",
      "status",
      "latencyMs",
      "workspaceId",
      "keyId",
      "userId",
    ]);
    for (const entry of requests) expect(Object.keys(entry).filter((name) => !requestFields.has(name))).toEqual([]);
  }, 60_000);
});
