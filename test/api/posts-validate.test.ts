import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { systemActor } from "@/lib/services/actor";
import { addSocialAccount } from "@/lib/services/accounts/add-social-account";
import { createApiKey } from "@/lib/services/api-keys/create-api-key";
import { validatePostResult } from "@/lib/schemas/posts";
import { makeApiWorkspace } from "./api-fixture";
import { callApi } from "./call-api";

// POST /posts/validate: the dry run of POST /posts. Every problem for every mapped network, nothing stored.
describe("POST /posts/validate", () => {
  it("accepts one image in a LinkedIn first comment and warns, without a problem, that its alt text is not sent", async () => {
    const w = await makeApiWorkspace();
    const linkedin = await addSocialAccount({
      workspaceId: w.workspaceId,
      actor: systemActor,
      input: { platform: "linkedin", username: "Ada Example", sandbox: true },
    });
    const image = { url: "https://cdn.example/chart.png", altText: "Sign-ups per week" };
    const res = await callApi("POST", "/posts/validate", {
      key: w.keys.live,
      body: {
        caption: "Quarterly update",
        status: "published",
        accountMappings: [{ platform: "linkedin", accountId: linkedin.id }],
        platformOptions: { linkedin: { firstComment: "The weekly chart", firstCommentMedia: [image] } },
      },
    });
    expect(res.status).toBe(200);
    validatePostResult.parse(res.body);
    expect(res.body).toEqual({
      valid: true,
      problems: [],
      warnings: [
        {
          platform: "linkedin",
          accountId: linkedin.id,
          field: "platformOptions.linkedin.firstCommentMedia[0].altText",
          message: "alt text of comment image 1 is not sent: LinkedIn comments take no alt text",
          kind: "advice",
        },
      ],
    });
  });

  it("reports a 400-grapheme Bluesky caption in Bluesky's counting, and a mastodon caption fine, without storing or charging", async () => {
    const w = await makeApiWorkspace();
    const caption = "👍🏽".repeat(400); // 400 graphemes, 800 code points
    const before = await db.post.count({ where: { workspaceId: w.workspaceId } });
    const res = await callApi("POST", "/posts/validate", {
      key: w.keys.live,
      body: {
        caption,
        status: "published",
        accountMappings: [
          { platform: "bluesky", accountId: w.accounts.bluesky.id },
          { platform: "mastodon", accountId: w.accounts.mastodon.id },
        ],
        platformCaptions: { mastodon: "short enough" },
      },
    });
    expect(res.status).toBe(200);
    validatePostResult.parse(res.body);
    expect(res.body).toEqual({
      valid: false,
      problems: [
        { platform: "bluesky", accountId: w.accounts.bluesky.id, field: "caption", message: "text is too long: 400 graphemes, at most 300", kind: "too_long" },
      ],
      warnings: [],
    });
    expect(res.headers.get("x-quota-remaining")).toBeNull();
    expect(await db.post.count({ where: { workspaceId: w.workspaceId } })).toBe(before);
    // No quota unit was taken: a create right after still has the whole month's quota minus its own unit.
    const created = await callApi("POST", "/posts", { key: w.keys.live, body: { caption: "x", accountMappings: [{ platform: "mastodon" }] } });
    expect(created.headers.get("x-quota-remaining")).toBe("999");
  });

  it("lists every problem at once: timing, accounts (unknown, wrong platform, needing reconnection, disconnected), options, media, per-network captions", async () => {
    const w = await makeApiWorkspace();
    await db.socialAccount.update({ where: { id: w.accounts.mastodon.id }, data: { requiresReauth: true } });
    const gone = await db.socialAccount.create({
      data: {
        workspaceId: w.workspaceId,
        platform: "bluesky",
        platformUsername: "gone.bsky.social",
        platformAccountId: "did:plc:gone",
        isConnected: false,
        isSandbox: true,
      },
    });
    const res = await callApi("POST", "/posts/validate", {
      key: w.keys.live,
      body: {
        caption: "hello",
        status: "scheduled",
        scheduledAt: "2001-01-01T00:00:00Z",
        accountMappings: [
          { platform: "mastodon", accountId: w.accounts.mastodon.id },
          { platform: "youtube" },
          { platform: "twitter", accountId: w.accounts.bluesky.id },
          { platform: "bluesky", accountId: gone.id },
        ],
        platformCaptions: { twitter: "x".repeat(281) },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.valid).toBe(false);
    expect(res.body.problems).toEqual([
      { platform: null, accountId: null, field: "scheduledAt", message: "must be in the future", kind: "schedule" },
      {
        platform: "mastodon",
        accountId: w.accounts.mastodon.id,
        field: "accountMappings[0].accountId",
        message: `the mastodon account ${w.accounts.mastodon.platformUsername} must be reconnected before it can publish`,
        kind: "account",
      },
      {
        platform: "youtube",
        accountId: null,
        field: "accountMappings[1].accountId",
        message: "required; this workspace has no connected youtube account",
        kind: "account",
      },
      { platform: "youtube", accountId: null, field: "mediaUrls", message: "exactly one video is required", kind: "required" },
      { platform: "youtube", accountId: null, field: "platformOptions.youtube.title", message: "title is required", kind: "required" },
      { platform: "youtube", accountId: null, field: "platformOptions.youtube.categoryId", message: "categoryId is required", kind: "required" },
      { platform: "youtube", accountId: null, field: "platformOptions.youtube.madeForKids", message: "madeForKids is required", kind: "required" },
      {
        platform: "twitter",
        accountId: w.accounts.bluesky.id,
        field: "accountMappings[2].accountId",
        message: "the account is a bluesky account, not twitter",
        kind: "account",
      },
      {
        platform: "twitter",
        accountId: w.accounts.bluesky.id,
        field: "platformCaptions.twitter",
        message: "text is too long: 281 weighted characters, at most 280",
        kind: "too_long",
      },
      {
        platform: "bluesky",
        accountId: gone.id,
        field: "accountMappings[3].accountId",
        message: "the bluesky account gone.bsky.social is not connected",
        kind: "account",
      },
    ]);
  });

  it("checks each part of a thread in the network's own counting, naming the part's field", async () => {
    const w = await makeApiWorkspace();
    const chainItems = [{ text: "日".repeat(141) }];
    const res = await callApi("POST", "/posts/validate", {
      key: w.keys.live,
      body: {
        caption: "1/ thread",
        accountMappings: [{ platform: "bluesky" }, { platform: "mastodon" }],
        platformOptions: { bluesky: { chainItems }, mastodon: { chainItems: [{ text: "" }] } },
      },
    });
    expect(res.status).toBe(200);
    // 141 CJK characters are 141 graphemes (within Bluesky's 300); the empty Mastodon part is the one problem.
    expect(res.body.problems).toEqual([
      {
        platform: "mastodon",
        accountId: w.accounts.mastodon.id,
        field: "platformOptions.mastodon.chainItems[0].text",
        message: "chainItems[0].text is required",
        kind: "required",
      },
    ]);
  });

  it("answers valid: true for a post every network accepts, and a viewer's key may ask", async () => {
    const w = await makeApiWorkspace();
    const body = { caption: "fine", accountMappings: [{ platform: "bluesky" }, { platform: "mastodon" }] };
    for (const key of [w.keys.live, w.keys.viewer, w.keys.readOnly]) {
      expect(await callApi("POST", "/posts/validate", { key, body })).toMatchObject({ status: 200, body: { valid: true, problems: [] } });
    }
  });

  it("403 for a key without posts:read", async () => {
    const w = await makeApiWorkspace();
    const ideasOnly = await createApiKey({
      workspaceId: w.workspaceId,
      actor: systemActor,
      creatorUserId: w.owner.id,
      input: { mode: "live", scopes: ["ideas:read"] },
    });
    const res = await callApi("POST", "/posts/validate", { key: ideasOnly.key, body: { accountMappings: [{ platform: "bluesky" }] } });
    expect(res).toMatchObject({ status: 403, body: { error: "This API key lacks the posts:read scope" } });
  });

  // Mistakes in the request itself are a 400, exactly as POST /posts answers them.
  it.each([
    ["no body", undefined, "Request body must be a JSON object"],
    ["unknown field", { accountMappings: [{ platform: "bluesky" }], colour: "red" }, "unknown field: colour"],
    ["unknown platform", { accountMappings: [{ platform: "myspace" }] }, "accountMappings[0].platform"],
    ["no channels", { caption: "x" }, "accountMappings: required (or the single-channel form platforms + accountId)"],
    ["empty mappings", { accountMappings: [] }, "accountMappings: must contain at least one { platform, accountId }"],
  ])("400 for %s, as POST /posts", async (_name, body, message) => {
    const w = await makeApiWorkspace();
    const dry = await callApi("POST", "/posts/validate", { key: w.keys.live, body });
    const real = await callApi("POST", "/posts", { key: w.keys.live, body });
    expect(dry.status).toBe(400);
    expect(dry.body.error).toContain(message);
    expect(real).toMatchObject({ status: 400, body: dry.body });
  });

  it("POST /posts still accepts content a network would refuse (the contract: it fails at publish time), which validate reports", async () => {
    const w = await makeApiWorkspace();
    const body = { caption: "a".repeat(400), accountMappings: [{ platform: "bluesky" }] };
    expect((await callApi("POST", "/posts", { key: w.keys.live, body })).status).toBe(201);
    expect((await callApi("POST", "/posts/validate", { key: w.keys.live, body })).body.valid).toBe(false);
  });
});
