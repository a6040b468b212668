// Connecting Mastodon or Bluesky makes the server call an address a person typed (or a DID document named):
// loopback, private, CGNAT, NAT64 and IPv4-mapped forms are refused before any request leaves, with the same
// resolver-based rule as media fetching. Stand-ins are reached only when named in POSTLANE_MEDIA_ALLOWED_HOSTS.
import "@/test/use-database";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnv } from "@/lib/env";
import { db } from "@/lib/db";
import { PlatformPermanentError } from "@/lib/platforms/errors";
import { createBlueskySession } from "@/lib/platforms/bluesky/session";
import { registerMastodonApp } from "@/lib/platforms/mastodon/oauth";
import { makeWorkspace } from "@/test/factories";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { startFakeMastodon, type FakeMastodon } from "@/test/fakes/mastodon-server";
import { connectBluesky } from "./connect-bluesky";
import { startMastodonConnect } from "./connect-mastodon-start";

let trap: http.Server;
let trapPort: number;
let trapHits = 0;
let mastodon: FakeMastodon;

beforeAll(async () => {
  delete process.env.MASTODON_API_BASE_URL;
  delete process.env.BLUESKY_API_BASE_URL;
  resetEnv();
  // Stands for a service on the server's own network: any request reaching it is a failure.
  trap = http.createServer((_req, res) => {
    trapHits++;
    res.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve) => trap.listen(0, "127.0.0.1", resolve));
  trapPort = (trap.address() as AddressInfo).port;
  mastodon = await startFakeMastodon({ username: "erin" });
});
afterAll(async () => {
  await new Promise<void>((resolve) => trap.close(() => resolve()));
  await mastodon.close();
});

const hostileAddresses = () => [
  `https://[::ffff:127.0.0.1]:${trapPort}`,
  `https://[::ffff:7f00:1]:${trapPort}`,
  "https://100.64.0.1",
  `https://[64:ff9b::7f00:1]:${trapPort}`,
  `https://localhost.:${trapPort}`,
  `https://127.0.0.1:${trapPort}`,
  "https://169.254.169.254",
];

describe("server addresses typed by a person", () => {
  it("refuses private and loopback forms for a Mastodon instance, naming the field, before any request", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    const actor = { kind: "user" as const, userId: owner.id };
    for (const instanceUrl of hostileAddresses()) {
      await expect(startMastodonConnect({ workspaceId, actor, input: { instanceUrl } }), instanceUrl).rejects.toMatchObject({
        status: 400,
        message: expect.stringMatching(/^instanceUrl: /),
      });
    }
    expect(trapHits).toBe(0);
    expect(await db.mastodonApp.count({ where: { instanceUrl: { contains: String(trapPort) } } })).toBe(0);
  });

  it("refuses them for a Bluesky PDS", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    for (const service of hostileAddresses()) {
      await expect(
        connectBluesky({ workspaceId, actor: { kind: "user", userId: owner.id }, input: { handle: "a.test", appPassword: "aaaa-bbbb-cccc-dddd", service } }),
        service,
      ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^service: /) });
    }
    expect(trapHits).toBe(0);
  });

  it("refuses them in the network calls too (a PDS from a DID document, an instance stored earlier), for good", async () => {
    for (const base of [`http://127.0.0.1:${trapPort}`, `http://[::ffff:127.0.0.1]:${trapPort}`, `http://[64:ff9b::7f00:1]:${trapPort}`]) {
      await expect(createBlueskySession(base, "a.test", "aaaa-bbbb-cccc-dddd"), base).rejects.toBeInstanceOf(PlatformPermanentError);
      await expect(registerMastodonApp(base, "http://localhost/cb", "http://localhost", AbortSignal.timeout(5000)), base).rejects.toBeInstanceOf(
        PlatformPermanentError,
      );
    }
    // Refused whether this machine's resolver answers loopback for it or nothing at all.
    await expect(createBlueskySession(`http://localhost.:${trapPort}`, "a.test", "aaaa-bbbb-cccc-dddd")).rejects.toThrow(
      /private or reserved address|could not be (resolved|reached)/,
    );
    expect(trapHits).toBe(0);
  });

  it("reaches a stand-in named in POSTLANE_MEDIA_ALLOWED_HOSTS, and only that host and port", async () => {
    allowMediaHost(mastodon.url);
    const { owner, workspaceId } = await makeWorkspace();
    const authorizeUrl = await startMastodonConnect({ workspaceId, actor: { kind: "user", userId: owner.id }, input: { instanceUrl: mastodon.url } });
    expect(authorizeUrl.startsWith(`${mastodon.url}/oauth/authorize?`)).toBe(true);
    await expect(
      registerMastodonApp(`http://127.0.0.1:${trapPort}`, "http://localhost/cb", "http://localhost", AbortSignal.timeout(5000)),
    ).rejects.toBeInstanceOf(PlatformPermanentError);
    expect(trapHits).toBe(0);
  });
});
