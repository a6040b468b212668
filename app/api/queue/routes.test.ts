// The Queue page's reads, GET /api/queue/{schedules,upcoming,best-times}, in-process with a session from a real
// sign-in: what a member gets (a viewer too: they only read), and the refusals every one of them shares.
import "@/test/use-database";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { setPostingSchedule } from "@/lib/services/schedules/posting-schedules";
import { makeWorkspace } from "@/test/factories";
import { makeAccount } from "@/test/publishing/rows";
import { signInCookie } from "@/test/support/sign-in";
import { GET as bestTimesRoute } from "./best-times/route";
import { GET as schedulesRoute } from "./schedules/route";
import { GET as upcomingRoute } from "./upcoming/route";

let world: Awaited<ReturnType<typeof makeWorkspace>>;
let cookie: string;
let outsiderCookie: string;
let accountId: string;
let postId: string;
const at = new Date(Date.now() + 3 * 86_400_000);
at.setUTCMinutes(30, 0, 0);

beforeAll(async () => {
  world = await makeWorkspace(["viewer"]);
  cookie = await signInCookie(world.members.viewer!.email, world.members.viewer!.password);
  const outsider = await makeWorkspace();
  outsiderCookie = await signInCookie(outsider.owner.email, outsider.owner.password);
  accountId = (await makeAccount(world.workspaceId, "bluesky", { sandbox: true })).id;
  const owner = { kind: "user" as const, userId: world.owner.id };
  await setPostingSchedule({
    workspaceId: world.workspaceId,
    actor: owner,
    accountId,
    input: { timeZone: "Europe/Berlin", slots: [{ day: 1, time: "09:30" }] },
  });
  const post = await db.post.create({
    data: {
      workspaceId: world.workspaceId,
      caption: "queued",
      platforms: ["bluesky"],
      status: "scheduled",
      scheduledAt: at,
      accountMappings: [{ platform: "bluesky", accountId }],
    },
  });
  postId = post.id;
});

type Route = (req: Request, context: { params: Promise<Record<string, never>> }) => Promise<Response>;

async function get(route: Route, path: string, query: Record<string, string> = {}, as: string | null = cookie) {
  const params = new URLSearchParams({ workspace: world.workspaceId, ...query });
  const res = await route(new Request(`http://localhost${path}?${params}`, { headers: as ? { cookie: as } : {} }), { params: Promise.resolve({}) });
  return { status: res.status, body: await res.json() };
}

describe("GET /api/queue/schedules", () => {
  it("answers each connected account's zone and posting times", async () => {
    const res = await get(schedulesRoute, "/api/queue/schedules");
    expect(res).toEqual({
      status: 200,
      body: { schedules: [expect.objectContaining({ accountId, platform: "bluesky", timeZone: "Europe/Berlin", slots: [{ day: 1, time: "09:30" }] })] },
    });
  });
});

describe("GET /api/queue/upcoming", () => {
  it("answers the next two weeks of slots with the scheduled posts in them, instants as ISO strings", async () => {
    const res = await get(upcomingRoute, "/api/queue/upcoming");
    expect(res.status).toBe(200);
    const entry = (res.body.queue as { at: string; posts: { id: string; scheduledAt: string }[] }[]).find((e) => e.posts.some((p) => p.id === postId));
    expect(entry).toMatchObject({ at: at.toISOString(), posts: [{ id: postId, scheduledAt: at.toISOString(), accountIds: [accountId] }] });
    expect(res.body.queue.filter((e: { slotAccountIds: string[] }) => e.slotAccountIds.includes(accountId)).length).toBeGreaterThanOrEqual(2);
  });
});

describe("GET /api/queue/best-times", () => {
  it("answers no suggestion until enough posts are measured", async () => {
    expect(await get(bestTimesRoute, "/api/queue/best-times", { timeZone: "Europe/Berlin" })).toEqual({ status: 200, body: { bestTimes: [] } });
  });
});

describe.each([
  ["schedules", schedulesRoute, "Sign in to see posting schedules"],
  ["upcoming", upcomingRoute, "Sign in to see the queue"],
  ["best-times", bestTimesRoute, "Sign in to see best times"],
] as const)("GET /api/queue/%s refusals", (name, route, signIn) => {
  it("answers 401 signed out, 404 for a workspace the person is not in or a malformed one", async () => {
    expect(await get(route, `/api/queue/${name}`, {}, null)).toEqual({ status: 401, body: { error: signIn, code: "unauthorized" } });
    expect((await get(route, `/api/queue/${name}`, {}, outsiderCookie)).status).toBe(404);
    expect(await get(route, `/api/queue/${name}`, { workspace: "nope" })).toEqual({ status: 404, body: { error: "Workspace not found", code: "not_found" } });
  });
});
