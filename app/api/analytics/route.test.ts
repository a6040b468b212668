// GET /api/analytics in-process, with a session from a real sign-in: the analytics page's figures, series and
// links for a member, in the mode asked; its refusals with the one error model's statuses.
import "@/test/use-database";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeWorkspace } from "@/test/factories";
import { signInCookie } from "@/test/support/sign-in";
import { GET } from "./route";

let world: Awaited<ReturnType<typeof makeWorkspace>>;
let cookie: string;
let outsiderCookie: string;
let postId: string;

beforeAll(async () => {
  world = await makeWorkspace(["viewer"]);
  cookie = await signInCookie(world.members.viewer!.email, world.members.viewer!.password);
  const outsider = await makeWorkspace();
  outsiderCookie = await signInCookie(outsider.owner.email, outsider.owner.password);
  const publishedAt = new Date(Date.now() - 2 * 86_400_000);
  const post = await db.post.create({
    data: { workspaceId: world.workspaceId, platforms: ["bluesky"], caption: "spring launch", mode: "test", status: "published", publishedAt },
  });
  postId = post.id;
  await db.platformResult.create({ data: { postId, platform: "bluesky", success: true, remotePermalink: "https://bsky.app/profile/ada/post/1" } });
  await db.metricSnapshot.create({
    data: {
      postId,
      workspaceId: world.workspaceId,
      platform: "bluesky",
      fetchedAt: new Date(),
      likes: 7,
      views: null,
      comments: 1,
      shares: null,
      reach: null,
      saves: null,
      impressions: null,
      reposts: 2,
    },
  });
});

async function analytics(query: Record<string, string>, as: string | null = cookie) {
  const params = new URLSearchParams({ workspace: world.workspaceId, ...query });
  const res = await GET(new Request(`http://localhost/api/analytics?${params}`, { headers: as ? { cookie: as } : {} }), { params: Promise.resolve({}) });
  return { status: res.status, body: await res.json() };
}

describe("GET /api/analytics", () => {
  it("answers the figures, series and links of the mode asked", async () => {
    const test = await analytics({ period: "7d", mode: "test", timeZone: "Europe/Paris" });
    expect(test.status).toBe(200);
    expect(test.body.table.posts).toEqual([expect.objectContaining({ postId, platform: "bluesky", likes: 7, reposts: 2, totalInteractions: 10 })]);
    expect(test.body.series).toMatchObject({ period: "7d", timeZone: "Europe/Paris" });
    expect(test.body.links).toEqual({ [postId]: "https://bsky.app/profile/ada/post/1" });
    expect(test.body.limit).toBe(500);

    const live = await analytics({ period: "7d", mode: "live", timeZone: "UTC" });
    expect(live.body.table.posts).toEqual([]);
    expect(live.body.links).toEqual({});
  });

  it.each([
    [{ period: "1y" }, "period: must be one of 7d, 30d, 90d, all"],
    [{ period: "7d", platform: "myspace" }, "platform: "],
    [{ period: "7d", timeZone: "Mars/Olympus_Mons" }, "timeZone: "],
  ])("answers 400 naming the parameter for %o", async (query, message) => {
    const res = await analytics(query);
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message);
  });

  it("answers 401 signed out, 404 for a workspace the person is not in", async () => {
    expect(await analytics({ period: "7d" }, null)).toEqual({ status: 401, body: { error: "Sign in to see analytics", code: "unauthorized" } });
    expect((await analytics({ period: "7d" }, outsiderCookie)).status).toBe(404);
  });
});
