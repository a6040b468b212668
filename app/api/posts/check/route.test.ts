// POST /api/posts/check in-process, with a session from a real sign-in: the composer's dry run per network for
// a member (a viewer too: it only reads), and its refusals with the one error model's statuses.
import "@/test/use-database";
import { beforeAll, describe, expect, it } from "vitest";
import { makeWorkspace } from "@/test/factories";
import { signInCookie } from "@/test/support/sign-in";
import { POST } from "./route";

let world: Awaited<ReturnType<typeof makeWorkspace>>;
let viewerCookie: string;
let outsiderCookie: string;

beforeAll(async () => {
  world = await makeWorkspace(["viewer"]);
  viewerCookie = await signInCookie(world.members.viewer!.email, world.members.viewer!.password);
  const outsider = await makeWorkspace();
  outsiderCookie = await signInCookie(outsider.owner.email, outsider.owner.password);
});

async function check(body: unknown, { cookie = viewerCookie as string | null, workspaceId = world.workspaceId, contentType = "application/json" } = {}) {
  const headers: Record<string, string> = { "content-type": contentType };
  if (cookie) headers.cookie = cookie;
  const req = new Request(`http://localhost/api/posts/check?workspace=${workspaceId}`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const res = await POST(req, { params: Promise.resolve({}) });
  return { status: res.status, body: await res.json() };
}

describe("POST /api/posts/check", () => {
  it("answers each network's text, count against its limit and problems", async () => {
    const caption = "x".repeat(16_500);
    const res = await check({
      platforms: ["bluesky", "mastodon"],
      draft: { caption, hashtags: ["launch"], mediaUrls: ["https://cdn.example.test/a.png", "cdn.exa"] },
    });
    expect(res.status).toBe(200);
    const [bluesky, mastodon] = res.body.checks;
    expect(bluesky).toMatchObject({ platform: "bluesky", count: 16_508, max: 300, unit: "characters" });
    expect(bluesky.problems).toContainEqual(expect.objectContaining({ field: "caption" }));
    expect(mastodon).toMatchObject({ platform: "mastodon", max: 500 });
    expect(bluesky.text).toHaveLength(5_000); // the preview's share of the text
    // "cdn.exa" is an address still being typed: left out of the check, not refused.
  });

  it("names campaign tags without a campaign name as a problem of the whole post, which Checks would otherwise call ready", async () => {
    const untagged = await check({ platforms: ["bluesky"], draft: { caption: "Menu https://kitchen.example", utm: { enabled: true } } });
    expect(untagged.body.checks[0].problems).toEqual([]);
    expect(untagged.body.problems).toEqual([
      expect.objectContaining({
        field: "utm.campaign",
        kind: "required",
        say: "Name the campaign for this post’s tagged links, or leave its links as written",
      }),
    ]);
    const named = await check({ platforms: ["bluesky"], draft: { caption: "Menu", utm: { enabled: true, campaign: "spring" } } });
    expect(named.body.problems).toEqual([]);
  });

  it("answers an empty list for no networks and an empty draft", async () => {
    expect(await check({ platforms: [], draft: {} })).toEqual({ status: 200, body: { checks: [], problems: [] } });
  });

  it.each([
    ["no platforms", { draft: {} }, "platforms: must be a list of platform ids"],
    ["an unknown network", { platforms: ["myspace"], draft: {} }, "platforms[0]: must be one of"],
    ["a caption that is not text", { platforms: ["bluesky"], draft: { caption: 5 } }, "draft.caption: must be a string"],
    [
      "a caption longer than a post may be",
      { platforms: ["bluesky"], draft: { caption: "x".repeat(100_001) } },
      "draft.caption: must be at most 100000 characters",
    ],
    ["an unknown draft field", { platforms: ["bluesky"], draft: { captions: "x" } }, "unknown field: draft.captions"],
    [
      "options that are not objects",
      { platforms: ["bluesky"], draft: { platformOptions: { bluesky: 1 } } },
      "draft.platformOptions.bluesky: must be an object",
    ],
  ])("answers 400 naming the field for %s", async (_case, body, message) => {
    const res = await check(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message);
  });

  it("answers 400 for a body that is not JSON, 415 for one not sent as JSON", async () => {
    expect(await check("{ not json")).toEqual({ status: 400, body: { error: "Request body is not valid JSON", code: "validation_failed" } });
    expect((await check({ platforms: [], draft: {} }, { contentType: "text/plain" })).status).toBe(415);
  });

  it("answers 401 signed out, 404 for a workspace the person is not in (or that does not exist)", async () => {
    const body = { platforms: ["bluesky"], draft: { caption: "hi" } };
    expect(await check(body, { cookie: null })).toEqual({ status: 401, body: { error: "Sign in to check a post", code: "unauthorized" } });
    expect(await check(body, { cookie: outsiderCookie })).toEqual({ status: 404, body: { error: expect.stringMatching(/not found$/), code: "not_found" } });
    expect((await check(body, { workspaceId: crypto.randomUUID() })).status).toBe(404);
  });
});
