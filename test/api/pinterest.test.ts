import "@/test/use-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decryptToken, encryptToken } from "@/lib/crypto/token-cipher";
import { db } from "@/lib/db";
import { boardsEnvelope } from "@/lib/schemas/accounts";
import { systemActor } from "@/lib/services/actor";
import { addSocialAccount } from "@/lib/services/accounts/add-social-account";
import { FakePinterestServer, PINTEREST_CLIENT, PINTEREST_USER } from "@/test/fakes/pinterest-server";
import { makeApiWorkspace } from "./api-fixture";
import { callApi } from "./call-api";

// GET /accounts/{id}/boards against the Pinterest stand-in, and the boardId rule of POST/PATCH /posts.
const pins = new FakePinterestServer();
type W = Awaited<ReturnType<typeof makeApiWorkspace>>;
let w: W;
let other: W;

beforeAll(async () => {
  await pins.start();
  process.env.PINTEREST_API_BASE_URL = pins.url;
  process.env.PINTEREST_CLIENT_ID = PINTEREST_CLIENT.clientId;
  process.env.PINTEREST_CLIENT_SECRET = PINTEREST_CLIENT.clientSecret;
  w = await makeApiWorkspace();
  other = await makeApiWorkspace();
});
afterAll(async () => {
  await pins.stop();
  delete process.env.PINTEREST_API_BASE_URL;
});

async function pinterestAccount(x: W, username = `studio-${crypto.randomUUID().slice(0, 6)}`) {
  const tokens = pins.tokensFor();
  const account = await addSocialAccount({
    workspaceId: x.workspaceId,
    actor: systemActor,
    input: {
      platform: "pinterest",
      username,
      platformAccountId: `${PINTEREST_USER.id}-${username}`,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
    },
  });
  await db.socialAccount.update({ where: { id: account.id }, data: { tokenExpiresAt: tokens.expiresAt } });
  return { ...account, tokens };
}

const boards = (x: W, id: string, key = x.keys.live) => callApi("GET", `/accounts/${id}/boards`, { key });

describe("GET /accounts/{id}/boards", () => {
  it("lists the account's public and protected boards with their privacy and Pin counts", async () => {
    const account = await pinterestAccount(w);
    const res = await boards(w, account.id);
    expect(res.status).toBe(200);
    expect(boardsEnvelope.parse(res.body)).toEqual({
      boards: [
        { id: pins.boards[0].id, name: "Kitchen ideas", privacy: "PUBLIC", pinCount: 0 },
        { id: pins.boards[1].id, name: "Studio launches", privacy: "PROTECTED", pinCount: 0 },
      ],
    });
  });

  it("error table", async () => {
    const disconnected = await pinterestAccount(w);
    await db.socialAccount.update({ where: { id: disconnected.id }, data: { isConnected: false } });
    const reauth = await pinterestAccount(w);
    await db.socialAccount.update({ where: { id: reauth.id }, data: { requiresReauth: true } });
    const elsewhere = await pinterestAccount(other);
    const cases: [string, string, number, string | RegExp][] = [
      ["a Bluesky account", w.accounts.bluesky.id, 400, "id: this is a Bluesky account; boards exist only for Pinterest accounts"],
      ["another workspace's account", elsewhere.id, 404, "Account not found"],
      ["an unknown id", crypto.randomUUID(), 404, "Account not found"],
      ["a malformed id", "42", 404, "Account not found"],
      ["a disconnected account", disconnected.id, 409, "the Pinterest account is disconnected; connect it again to list its boards"],
      ["an account that needs reconnecting", reauth.id, 409, /reconnect it/],
    ];
    for (const [what, id, status, error] of cases) {
      const res = await boards(w, id);
      expect(res.status, what).toBe(status);
      expect(res.body.error, what).toMatch(error);
    }
  });

  it("429 with Retry-After when Pinterest is rate limiting the account", async () => {
    const account = await pinterestAccount(w);
    pins.rateLimit("GET", /^\/v5\/boards$/, 42);
    const res = await boards(w, account.id);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(41);
    expect(Number(res.headers.get("retry-after"))).toBeLessThanOrEqual(42);
    expect(res.body.error).toMatch(/^Pinterest is rate limiting this account; try again in \d+ s$/);
  });

  it("an expired access token is refreshed first and the new pair stored; a dead grant is a 409 and marks the account", async () => {
    const account = await pinterestAccount(w);
    await db.socialAccount.update({ where: { id: account.id }, data: { tokenExpiresAt: new Date(Date.now() + 60_000) } });
    pins.advance(31 * 86_400_000);
    try {
      expect((await boards(w, account.id)).status).toBe(200);
      const row = await db.socialAccount.findUniqueOrThrow({ where: { id: account.id } });
      expect(decryptToken(row.refreshTokenEnc!)).not.toBe(account.tokens.refreshToken);
      expect(row.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);

      // A token Pinterest refuses although it looked valid: one refresh, and with the refresh token spent too, a reconnect.
      await db.socialAccount.update({
        where: { id: account.id },
        data: { accessTokenEnc: encryptToken("pina_revoked"), refreshTokenEnc: encryptToken("pinr_spent") },
      });
      const res = await boards(w, account.id);
      expect(res).toMatchObject({ status: 409, body: { error: expect.stringMatching(/reconnect it/) } });
      expect((await db.socialAccount.findUniqueOrThrow({ where: { id: account.id } })).requiresReauth).toBe(true);
    } finally {
      pins.resetClock();
    }
  });

  it("a sandbox Pinterest account lists sandbox boards without calling Pinterest", async () => {
    const sandbox = await addSocialAccount({
      workspaceId: w.workspaceId,
      actor: systemActor,
      input: { platform: "pinterest", username: "sandbox-studio", sandbox: true },
    });
    const before = pins.requests.length;
    const res = await boards(w, sandbox.id, w.keys.test);
    expect(res.status).toBe(200);
    expect(res.body.boards.map((b: { name: string }) => b.name)).toEqual(["Sandbox board", "Sandbox protected board"]);
    expect(res.body.boards[0].id).toMatch(/^\d+$/);
    expect(pins.requests.length).toBe(before);
  });
});

describe("platformOptions.pinterest on POST and PATCH /posts", () => {
  it("a post with a Pinterest mapping needs a boardId (400), in Pinterest's id format; title, altText and link are checked", async () => {
    const account = await pinterestAccount(w);
    const post = (platformOptions?: unknown) =>
      callApi("POST", "/posts", {
        key: w.keys.live,
        body: { accountMappings: [{ platform: "pinterest", accountId: account.id }], caption: "Bowls", platformOptions },
      });
    const cases: [unknown, string][] = [
      [undefined, "platformOptions.pinterest.boardId: required for Pinterest; choose one of the account's boards (GET /accounts/{id}/boards)"],
      [
        { pinterest: { title: "x" } },
        "platformOptions.pinterest.boardId: required for Pinterest; choose one of the account's boards (GET /accounts/{id}/boards)",
      ],
      [{ pinterest: { boardId: "kitchen" } }, "platformOptions.pinterest.boardId: must be a Pinterest board id (digits; see GET /accounts/{id}/boards)"],
      [{ pinterest: { boardId: 549755885175 } }, "platformOptions.pinterest.boardId: must be a string"],
      [{ pinterest: { boardId: "1", title: "t".repeat(101) } }, "platformOptions.pinterest.title: must be at most 100 characters"],
      [{ pinterest: { boardId: "1", altText: "a".repeat(501) } }, "platformOptions.pinterest.altText: must be at most 500 characters"],
      [{ pinterest: { boardId: "1", link: "not a url" } }, "platformOptions.pinterest.link: must be a URL"],
      [{ pinterest: { boardId: "1", thumbOffsetMs: -5 } }, "platformOptions.pinterest.thumbOffsetMs: must be 0 or more"],
    ];
    for (const [options, error] of cases) {
      const res = await post(options);
      expect(res.status, JSON.stringify(options)).toBe(400);
      expect(res.body.error, JSON.stringify(options)).toBe(error);
    }
    const ok = await post({ pinterest: { boardId: pins.boards[0].id, title: "Bowls", link: "https://postlane.example/bowls" } });
    expect(ok.status).toBe(201);

    // Editing cannot drop the board, and adding Pinterest to a post needs one too.
    const [id] = ok.body.postIds;
    expect((await callApi("PATCH", `/posts/${id}`, { key: w.keys.live, body: { platformOptions: {} } })).status).toBe(400);
    const bluesky = await callApi("POST", "/posts", { key: w.keys.live, body: { accountMappings: [{ platform: "bluesky" }], caption: "x" } });
    const added = await callApi("PATCH", `/posts/${bluesky.body.postIds[0]}`, {
      key: w.keys.live,
      body: { accountMappings: [{ platform: "bluesky" }, { platform: "pinterest", accountId: account.id }] },
    });
    expect(added).toMatchObject({ status: 400, body: { error: expect.stringContaining("platformOptions.pinterest.boardId: required") } });
  });
});
