// Posting schedules and the queue on the real database: slots in the account's zone, the next free slot
// skipping taken ones (per account), "Add to queue" through the posts service, swapping in the queue, and
// best times from measured posts.
import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeWorkspace } from "@/test/factories";
import { makeAccount } from "@/test/publishing/rows";
import { addToQueue } from "./add-to-queue";
import { bestTimes } from "./best-times";
import { listPostingSchedules, setPostingSchedule } from "./posting-schedules";
import { moveInQueue, nextFreeSlot, upcomingQueue } from "./queue";

async function setup() {
  const ws = await makeWorkspace(["viewer"]);
  const owner = { kind: "user" as const, userId: ws.owner.id };
  const bluesky = await makeAccount(ws.workspaceId, "bluesky", { sandbox: true });
  const mastodon = await makeAccount(ws.workspaceId, "mastodon", { sandbox: true });
  return { ...ws, owner, bluesky, mastodon };
}

const scheduled = (workspaceId: string, accountId: string, at: Date, caption = "queued") =>
  db.post.create({
    data: { workspaceId, caption, platforms: ["bluesky"], status: "scheduled", scheduledAt: at, accountMappings: [{ platform: "bluesky", accountId }] },
  });

describe("posting schedules", () => {
  it("are set by writers with a real zone and valid slots, read by every member, and stay in their workspace", async () => {
    const { workspaceId, owner, members, bluesky } = await setup();
    const viewer = { kind: "user" as const, userId: members.viewer!.id };
    const set = (actor: typeof owner, input: unknown, accountId = bluesky.id) => setPostingSchedule({ workspaceId, actor, accountId, input });

    expect(
      await set(owner, {
        timeZone: "Europe/Berlin",
        slots: [
          { day: 3, time: "17:00" },
          { day: 1, time: "09:30" },
          { day: 3, time: "17:00" },
        ],
      }),
    ).toEqual({
      timeZone: "Europe/Berlin",
      slots: [
        { day: 1, time: "09:30" },
        { day: 3, time: "17:00" },
      ],
    });
    await expect(set(owner, { timeZone: "Mars/Olympus", slots: [] })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("timeZone: must be an IANA time zone"),
    });
    await expect(set(owner, { timeZone: "UTC", slots: [{ day: 8, time: "25:00" }] })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/slots\[0\]\.(day|time)/),
    });
    await expect(set(viewer, { timeZone: "UTC", slots: [] })).rejects.toMatchObject({ status: 403 });
    const elsewhere = await makeWorkspace();
    await expect(set({ kind: "user", userId: elsewhere.owner.id }, { timeZone: "UTC", slots: [] })).rejects.toMatchObject({ status: 404 });
    await expect(set(owner, { timeZone: "UTC", slots: [] }, (await makeAccount(elsewhere.workspaceId, "bluesky")).id)).rejects.toMatchObject({ status: 404 });

    const listed = await listPostingSchedules({ workspaceId, actor: viewer });
    expect(listed.find((s) => s.accountId === bluesky.id)).toMatchObject({
      timeZone: "Europe/Berlin",
      slots: [
        { day: 1, time: "09:30" },
        { day: 3, time: "17:00" },
      ],
    });
    expect(listed.filter((s) => s.timeZone === null)).toHaveLength(1);
  });
});

describe("the queue", () => {
  it("takes the next slot no post of the same accounts has taken; other accounts' posts do not count", async () => {
    const { workspaceId, owner, bluesky, mastodon } = await setup();
    await setPostingSchedule({
      workspaceId,
      actor: owner,
      accountId: bluesky.id,
      input: {
        timeZone: "Europe/Berlin",
        slots: [
          { day: 1, time: "09:00" },
          { day: 3, time: "17:00" },
        ],
      },
    });
    const now = new Date("2030-01-06T12:00:00Z"); // a Sunday
    const monday = new Date("2030-01-07T08:00:00Z"); // 09:00 in Berlin (UTC+1)
    const wednesday = new Date("2030-01-09T16:00:00Z");
    expect(await nextFreeSlot({ workspaceId, accountIds: [bluesky.id], now })).toEqual(monday);
    // No schedule for Mastodon alone: no slot. A post for both takes Bluesky's slots.
    expect(await nextFreeSlot({ workspaceId, accountIds: [mastodon.id], now })).toBeNull();
    await scheduled(workspaceId, mastodon.id, monday, "other account");
    expect(await nextFreeSlot({ workspaceId, accountIds: [bluesky.id], now })).toEqual(monday);
    await scheduled(workspaceId, bluesky.id, monday, "first");
    expect(await nextFreeSlot({ workspaceId, accountIds: [bluesky.id], now })).toEqual(wednesday);
    expect(await nextFreeSlot({ workspaceId, accountIds: [bluesky.id, mastodon.id], now })).toEqual(wednesday);

    const queue = await upcomingQueue({ workspaceId, actor: owner, now, days: 7 });
    expect(queue.map((e) => [e.at.toISOString(), e.slotAccountIds.length, e.posts.map((p) => p.caption)])).toEqual([
      [monday.toISOString(), 1, ["other account", "first"]],
      [wednesday.toISOString(), 1, []],
    ]);
  });

  it("'Add to queue' schedules each new post at the next free slot through the posts service, and says when there is none", async () => {
    const { workspaceId, owner, bluesky, mastodon } = await setup();
    await setPostingSchedule({
      workspaceId,
      actor: owner,
      accountId: bluesky.id,
      input: {
        timeZone: "UTC",
        slots: [
          { day: 2, time: "10:00" },
          { day: 5, time: "10:00" },
        ],
      },
    });
    const body = { caption: "Queued post", accountMappings: [{ platform: "bluesky", accountId: bluesky.id }] };
    const first = await addToQueue({ workspaceId, actor: owner, input: body });
    const second = await addToQueue({ workspaceId, actor: owner, input: body });
    expect(first.status).toBe("scheduled");
    const ids = [first.postIds[0]!, second.postIds[0]!];
    const times = await db.post.findMany({ where: { id: { in: ids } }, select: { id: true, scheduledAt: true } });
    const at = (id: string) => times.find((t) => t.id === id)!.scheduledAt!;
    expect(at(ids[1]!).getTime()).toBeGreaterThan(at(ids[0]!).getTime());
    for (const id of ids) expect([2, 5]).toContain(at(id).getUTCDay());
    expect(at(ids[0]!).getUTCHours()).toBe(10);
    await expect(
      addToQueue({ workspaceId, actor: owner, input: { caption: "x", accountMappings: [{ platform: "mastodon", accountId: mastodon.id }] } }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("No free slot"),
    });
  });

  it("adds made at the same moment settle on different slots; a platform-only mapping finds its account's slots", async () => {
    const { workspaceId, owner, bluesky } = await setup();
    await setPostingSchedule({
      workspaceId,
      actor: owner,
      accountId: bluesky.id,
      input: { timeZone: "UTC", slots: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, time: "07:00" })) },
    });
    const body = { caption: "at once", accountMappings: [{ platform: "bluesky", accountId: bluesky.id }] };
    const added = await Promise.all([0, 1, 2, 3].map(() => addToQueue({ workspaceId, actor: owner, input: body })));
    const stored = await db.post.findMany({ where: { id: { in: added.map((a) => a.postIds[0]!) } }, select: { scheduledAt: true } });
    expect(new Set(stored.map((p) => p.scheduledAt!.getTime())).size).toBe(4);
    expect(stored.map((p) => p.scheduledAt!.getTime()).sort()).toEqual(added.map((a) => a.scheduledAt.getTime()).sort());
    const byPlatform = await addToQueue({ workspaceId, actor: owner, input: { caption: "platform only", accountMappings: [{ platform: "bluesky" }] } });
    expect(byPlatform.scheduledAt.getUTCHours()).toBe(7);
  });

  it("moving a post onto a taken slot swaps the two; only scheduled posts move", async () => {
    const { workspaceId, owner, bluesky } = await setup();
    const a = new Date(Date.now() + 2 * 86_400_000);
    const b = new Date(Date.now() + 3 * 86_400_000);
    const first = await scheduled(workspaceId, bluesky.id, a, "first");
    const second = await scheduled(workspaceId, bluesky.id, b, "second");
    expect(await moveInQueue({ workspaceId, actor: owner, input: { id: second.id, to: a.toISOString() } })).toEqual({ moved: second.id, swapped: first.id });
    const after = await db.post.findMany({
      where: { id: { in: [first.id, second.id] } },
      select: { caption: true, scheduledAt: true },
      orderBy: { scheduledAt: "asc" },
    });
    expect(after.map((p) => p.caption)).toEqual(["second", "first"]);
    const draft = await db.post.create({ data: { workspaceId, caption: "draft", platforms: ["bluesky"], status: "draft" } });
    await expect(moveInQueue({ workspaceId, actor: owner, input: { id: draft.id, to: a.toISOString() } })).rejects.toMatchObject({ status: 400 });
    await expect(moveInQueue({ workspaceId, actor: owner, input: { id: "nope", to: a.toISOString() } })).rejects.toMatchObject({ status: 404 });
  });

  it("a swap whose second half is refused (the moved post's old time has passed) moves neither post", async () => {
    const { workspaceId, owner, bluesky } = await setup();
    const a = new Date(Date.now() + 2 * 86_400_000);
    const first = await scheduled(workspaceId, bluesky.id, a, "first");
    // Overdue: its time passed before the scheduler took it, so the occupant cannot be given that time.
    const late = await scheduled(workspaceId, bluesky.id, new Date(Date.now() + 86_400_000), "late");
    const passed = new Date(Date.now() - 60_000);
    await db.post.update({ where: { id: late.id }, data: { scheduledAt: passed } });
    await expect(moveInQueue({ workspaceId, actor: owner, input: { id: late.id, to: a.toISOString() } })).rejects.toMatchObject({
      status: 400,
      message: "scheduledAt: must be in the future",
    });
    const times = await db.post.findMany({ where: { id: { in: [first.id, late.id] } }, select: { id: true, scheduledAt: true } });
    expect(Object.fromEntries(times.map((p) => [p.id, p.scheduledAt]))).toEqual({ [first.id]: a, [late.id]: passed });
  });
});

describe("best times", () => {
  it("suggests nothing with few measured posts, then the weekday hours with the most engagement per post", async () => {
    const { workspaceId, owner, bluesky } = await setup();
    const publish = async (at: string, likes: number) => {
      const post = await db.post.create({
        data: { workspaceId, caption: "p", platforms: ["bluesky"], status: "published", publishedAt: new Date(at), connectedAccountId: bluesky.id },
      });
      await db.metricSnapshot.create({ data: { postId: post.id, workspaceId, platform: "bluesky", fetchedAt: new Date(Date.now() - 60_000), likes: 1 } });
      await db.metricSnapshot.create({ data: { postId: post.id, workspaceId, platform: "bluesky", likes, comments: 1 } });
    };
    const daysAgo = (n: number, hourUtc: number) => {
      const d = new Date(Date.now() - n * 86_400_000);
      d.setUTCHours(hourUtc, 15, 0, 0);
      return d.toISOString();
    };
    await publish(daysAgo(7, 9), 40);
    await publish(daysAgo(14, 9), 60);
    expect(await bestTimes({ workspaceId, actor: owner, timeZone: "UTC" })).toEqual([]);
    await publish(daysAgo(8, 18), 5);
    await publish(daysAgo(9, 12), 10);
    await publish(daysAgo(10, 7), 0);
    const best = await bestTimes({ workspaceId, actor: owner, timeZone: "UTC" });
    const nineAm = new Date(daysAgo(7, 9)).getUTCDay() || 7;
    expect(best[0]).toEqual({ day: nineAm, time: "09:00", posts: 2, engagementPerPost: 51 });
    expect(best).toHaveLength(3);
    // The same hours, seen from New York, are five hours earlier.
    expect((await bestTimes({ workspaceId, actor: owner, timeZone: "America/New_York" }))[0]).toMatchObject({ time: "04:00" });
  });

  it("counts each live row by its latest successful measurement, published within 180 days and not deleted", async () => {
    const { workspaceId, owner, bluesky } = await setup();
    const other = await setup();
    const at = (daysAgo: number, hourUtc: number) => {
      const d = new Date(Date.now() - daysAgo * 86_400_000);
      d.setUTCHours(hourUtc, 30, 0, 0);
      return d;
    };
    const publish = async (
      ws: string,
      accountId: string,
      publishedAt: Date,
      snapshots: { likes: number; error?: string; minutesAgo: number }[],
      extra = {},
    ) => {
      const post = await db.post.create({
        data: { workspaceId: ws, caption: "p", platforms: ["bluesky"], status: "published", publishedAt, connectedAccountId: accountId, ...extra },
      });
      for (const s of snapshots) {
        await db.metricSnapshot.create({
          data: {
            postId: post.id,
            workspaceId: ws,
            platform: "bluesky",
            fetchedAt: new Date(Date.now() - s.minutesAgo * 60_000),
            likes: s.error ? null : s.likes,
            error: s.error,
          },
        });
      }
    };
    // Five rows at 10:30 UTC on five days (so five weekday buckets); the newest reading of one is a failure, so its
    // latest successful one (30, not the older 1) counts.
    for (const day of [3, 4, 5, 6]) await publish(workspaceId, bluesky.id, at(day, 10), [{ likes: 20, minutesAgo: 5 }]);
    await publish(workspaceId, bluesky.id, at(7, 10), [
      { likes: 1, minutesAgo: 120 },
      { likes: 30, minutesAgo: 60 },
      { likes: 0, error: "token expired", minutesAgo: 1 },
    ]);
    // What must not count: a deleted row, a test-mode row, a row published 200 days ago, another workspace's row,
    // a row never measured successfully. Each would top the list at its own hour.
    await publish(workspaceId, bluesky.id, at(8, 15), [{ likes: 900, minutesAgo: 5 }], { deletedAt: new Date() });
    await publish(workspaceId, bluesky.id, at(9, 16), [{ likes: 900, minutesAgo: 5 }], { mode: "test" });
    await publish(workspaceId, bluesky.id, at(200, 17), [{ likes: 900, minutesAgo: 5 }]);
    await publish(other.workspaceId, other.bluesky.id, at(10, 18), [{ likes: 900, minutesAgo: 5 }]);
    await publish(workspaceId, bluesky.id, at(11, 19), [{ likes: 0, error: "not found", minutesAgo: 5 }]);
    const hours = (best: Awaited<ReturnType<typeof bestTimes>>) => best.map((b) => ({ time: b.time, posts: b.posts, engagementPerPost: b.engagementPerPost }));
    const best = await bestTimes({ workspaceId, actor: owner, timeZone: "UTC", limit: 168 });
    expect(best.reduce((n, b) => n + b.posts, 0)).toBe(5);
    expect(new Set(hours(best).map((b) => b.time))).toEqual(new Set(["10:00"]));
    expect(best.find((b) => b.day === (at(7, 10).getUTCDay() || 7))).toMatchObject({ posts: 1, engagementPerPost: 30 });
    expect(best.filter((b) => b.engagementPerPost === 20)).toHaveLength(4);
    // Seen from Kolkata (+5:30), 10:30 UTC is 16:00 local.
    expect(hours(await bestTimes({ workspaceId, actor: owner, timeZone: "Asia/Kolkata", limit: 168 })).map((b) => b.time)).toEqual(Array(5).fill("16:00"));
  });
});
