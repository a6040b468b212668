// POST /api/posts/split-thread in-process, with a session from a real sign-in: the text cut to fit every chosen
// thread network, for a member; its refusals with the one error model's statuses.
import "@/test/use-database";
import { beforeAll, describe, expect, it } from "vitest";
import { makeWorkspace } from "@/test/factories";
import { signInCookie } from "@/test/support/sign-in";
import { POST } from "./route";

let world: Awaited<ReturnType<typeof makeWorkspace>>;
let cookie: string;
let outsiderCookie: string;

beforeAll(async () => {
  world = await makeWorkspace();
  cookie = await signInCookie(world.owner.email, world.owner.password);
  const outsider = await makeWorkspace();
  outsiderCookie = await signInCookie(outsider.owner.email, outsider.owner.password);
});

async function split(body: unknown, { as = cookie as string | null, workspaceId = world.workspaceId } = {}) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (as) headers.cookie = as;
  const req = new Request(`http://localhost/api/posts/split-thread?workspace=${workspaceId}`, { method: "POST", headers, body: JSON.stringify(body) });
  const res = await POST(req, { params: Promise.resolve({}) });
  return { status: res.status, body: await res.json() };
}

const sentence = "A sentence of about fifty characters, give or take. ";

describe("POST /api/posts/split-thread", () => {
  it("cuts the text into parts that fit the tightest chosen network, numbered when asked", async () => {
    const text = sentence.repeat(12).trim();
    const res = await split({ text, platforms: ["bluesky", "mastodon"], numbered: true });
    expect(res.status).toBe(200);
    expect(res.body.tooLong).toBe(false);
    expect(res.body.parts.length).toBeGreaterThan(1);
    for (const [i, part] of (res.body.parts as string[]).entries()) {
      expect([...part].length).toBeLessThanOrEqual(300); // Bluesky's limit, tighter than Mastodon's 500
      expect(part).toContain(`${i + 1}/${res.body.parts.length}`);
    }
  });

  it.each([
    ["no text", { platforms: ["bluesky"] }, "text: must be a string"],
    ["an unknown network", { text: "hi", platforms: ["bluesky", "friendster"] }, "platforms[1]: must be one of"],
    ["numbered that is not a boolean", { text: "hi", platforms: ["bluesky"], numbered: "yes" }, "numbered: must be true or false"],
    ["text past 100,000 characters", { text: "x".repeat(100_001), platforms: ["bluesky"] }, "text: must be at most 100000 characters"],
    ["an unknown field", { text: "hi", platforms: ["bluesky"], parts: 3 }, "unknown field: parts"],
  ])("answers 400 naming the field for %s", async (_case, body, message) => {
    const res = await split(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message);
  });

  it("answers 401 signed out, 404 for a workspace the person is not in", async () => {
    const body = { text: "hi", platforms: ["bluesky"], numbered: false };
    expect(await split(body, { as: null })).toEqual({ status: 401, body: { error: "Sign in to split a thread", code: "unauthorized" } });
    expect(await split(body, { as: outsiderCookie })).toEqual({ status: 404, body: { error: expect.stringMatching(/not found$/), code: "not_found" } });
  });
});
