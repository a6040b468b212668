// The claim statement's choice (lib/publishing/claim-rows.ts): the per-account and per-network limits count
// the rows publishing now, due rows go first queued first, and a worker's own rows in flight count against the
// limits without being claimed again. On both databases (the embedded one claims without the lock's
// transaction). Each test has a network name of its own: the network limit counts across workspaces, and
// other test files share PostgreSQL.
import "@/test/use-database";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeWorkspace } from "@/test/factories";
import { makeAccount } from "@/test/publishing/rows";
import { metrics } from "@/lib/observability/metrics";
import { claimDueRows, claimRow, LostClaimError } from "./claim-rows";
import { ACCOUNT_TIME_COLUMNS, LIST_COLUMNS } from "./row-columns";

const LEASE_MS = 5 * 60_000;
const workspaces: string[] = [];

afterEach(async () => {
  await db.post.updateMany({
    where: { workspaceId: { in: workspaces.splice(0) }, status: "queued" },
    data: { status: "failed", claimedBy: null, leaseUntil: null },
  });
});

async function setup() {
  const { workspaceId } = await makeWorkspace();
  workspaces.push(workspaceId);
  return { workspaceId, network: `claim-test-${crypto.randomUUID().slice(0, 8)}` };
}

/** A due queued row of `accountId` (or of no account), queued `minutesAgo` ago. */
async function queuedRow(workspaceId: string, network: string, minutesAgo: number, accountId: string | null, claim?: { by: string; leaseMs: number }) {
  const queuedAt = new Date(Date.now() - minutesAgo * 60_000);
  const row = await db.post.create({
    data: {
      workspaceId,
      caption: `queued ${minutesAgo} min ago`,
      platforms: [network],
      accountMappings: accountId ? [{ platform: network, accountId }] : [],
      connectedAccountId: accountId,
      status: "queued",
      queuedAt,
      nextAttemptAt: queuedAt,
      claimedBy: claim?.by ?? null,
      leaseUntil: claim ? new Date(Date.now() + claim.leaseMs) : null,
    },
  });
  return row.id;
}

async function liveInstance(id: string) {
  await db.$executeRaw`
    INSERT INTO publishing_instances (id, started_at, heartbeat_at) VALUES (${id}, now(), now())
    ON CONFLICT (id) DO UPDATE SET heartbeat_at = now()`;
}

describe("claimDueRows", () => {
  it("takes the first queued row of each account, within the network's limit, counting the rows publishing now", async () => {
    const { workspaceId, network } = await setup();
    const [a, b, c, d] = await Promise.all([0, 1, 2, 3].map(() => makeAccount(workspaceId, network)));
    const holder = `holder-${crypto.randomUUID().slice(0, 8)}`;
    await liveInstance(holder);
    // d publishes now (a live claim of another instance): its account and one of the network's three places.
    await queuedRow(workspaceId, network, 10, d.id, { by: `${holder}/1`, leaseMs: LEASE_MS });
    const a1 = await queuedRow(workspaceId, network, 9, a.id);
    await queuedRow(workspaceId, network, 8, a.id);
    const b1 = await queuedRow(workspaceId, network, 7, b.id);
    const c1 = await queuedRow(workspaceId, network, 6, c.id);
    await queuedRow(workspaceId, network, 5, d.id);
    const limits = { slots: 8, perAccount: 1, perNetwork: 3 };

    const owner = `worker-${crypto.randomUUID().slice(0, 8)}`;
    const claimed = await claimDueRows({ owner, limits, free: 8, leaseMs: LEASE_MS, workspaceIds: [workspaceId] });
    expect(claimed.map((row) => row.id)).toEqual([a1, b1]);
    expect(claimed.map((row) => row.accountKey)).toEqual([a.id, b.id]);
    expect(new Set(claimed.map((row) => row.claim)).size).toBe(1);
    expect(claimed[0].claim).toMatch(new RegExp(`^${owner}/`));
    const stored = await db.post.findMany({ where: { id: { in: [a1, b1, c1] } }, orderBy: { queuedAt: "asc" } });
    expect(stored.map((row) => [row.claimedBy, row.attempts])).toEqual([
      [claimed[0].claim, 1],
      [claimed[0].claim, 1],
      [null, 0],
    ]);
    // Every account of the network is busy or the network is full.
    expect(await claimDueRows({ owner, limits, free: 8, leaseMs: LEASE_MS, workspaceIds: [workspaceId] })).toEqual([]);
    // Higher limits: c, and then only one free slot.
    const more = await claimDueRows({ owner, limits: { ...limits, perNetwork: 8 }, free: 1, leaseMs: LEASE_MS, workspaceIds: [workspaceId] });
    expect(more.map((row) => row.id)).toEqual([c1]);
  });

  it("puts a row tried before ahead of its account's untried rows queued with it", async () => {
    const { workspaceId, network } = await setup();
    const account = await makeAccount(workspaceId, network);
    const untried = await queuedRow(workspaceId, network, 5, account.id);
    const retried = await queuedRow(workspaceId, network, 5, account.id);
    // Queued together; the retried row failed once and fell due again after its backoff.
    const queuedAt = (await db.post.findUniqueOrThrow({ where: { id: untried } })).queuedAt;
    await db.post.update({ where: { id: retried }, data: { queuedAt, attempts: 1, nextAttemptAt: new Date(Date.now() - 1_000) } });
    const owner = `worker-${crypto.randomUUID().slice(0, 8)}`;
    const limits = { slots: 8, perAccount: 1, perNetwork: 8 };
    const claimed = await claimDueRows({ owner, limits, free: 8, leaseMs: LEASE_MS, workspaceIds: [workspaceId] });
    expect(claimed.map((row) => row.id)).toEqual([retried]);
  });

  it("serves the accounts with the most due rows first among rows queued together, and earlier batches before them", async () => {
    const { workspaceId, network } = await setup();
    const [few, most, some, earlier] = await Promise.all([0, 1, 2, 3].map(() => makeAccount(workspaceId, network)));
    // One bulk schedule, queued at the same instant: 1, 3 and 2 rows; then one row queued a minute before it.
    const batchAt = new Date(Date.now() - 60_000);
    // The account with one row holds the lowest id, which the rows' own order (by id, when all else is equal)
    // would serve first.
    const batch = [few, most, most, most, some, some].map((account) => ({
      account,
      id: `${account === few ? "00000000" : "ffffffff"}${crypto.randomUUID().slice(8)}`,
    }));
    await db.post.createMany({
      data: batch.map(({ account, id }) => ({
        id,
        workspaceId,
        caption: "bulk",
        platforms: [network],
        accountMappings: [{ platform: network, accountId: account.id }],
        connectedAccountId: account.id,
        status: "queued" as const,
        queuedAt: batchAt,
        nextAttemptAt: batchAt,
      })),
    });
    const first = await queuedRow(workspaceId, network, 2, earlier.id);
    const owner = `worker-${crypto.randomUUID().slice(0, 8)}`;
    // Three places on the network: the earlier batch's row, then the two longest queues of the bulk schedule.
    const claimed = await claimDueRows({ owner, limits: { slots: 8, perAccount: 1, perNetwork: 3 }, free: 8, leaseMs: LEASE_MS, workspaceIds: [workspaceId] });
    expect(claimed[0].id).toBe(first);
    expect(new Set(claimed.map((row) => row.accountKey))).toEqual(new Set([earlier.id, most.id, some.id]));

    // Those three published; the one-row account's row failed once and is due again: it goes before the
    // longest queue's next row.
    await db.post.updateMany({ where: { id: { in: claimed.map((row) => row.id) } }, data: { status: "published", claimedBy: null } });
    const retried = batch.find((row) => row.account === few)!.id;
    await db.post.update({ where: { id: retried }, data: { attempts: 1, nextAttemptAt: new Date(Date.now() - 1_000) } });
    const next = await claimDueRows({ owner, limits: { slots: 8, perAccount: 1, perNetwork: 1 }, free: 8, leaseMs: LEASE_MS, workspaceIds: [workspaceId] });
    expect(next.map((row) => row.id)).toEqual([retried]);
  });

  it("counts the worker's own rows in flight against the limits without claiming them again", async () => {
    const { workspaceId, network } = await setup();
    const owner = `worker-${crypto.randomUUID().slice(0, 8)}`;
    // The worker's own row, its lease run out while its attempt is still going: a candidate, but in flight.
    const mine = await queuedRow(workspaceId, network, 10, null, { by: `${owner}/1`, leaseMs: -1_000 });
    const other = await queuedRow(workspaceId, network, 5, null);
    const limits = { slots: 8, perAccount: 1, perNetwork: 1 };
    const request = { owner, limits, free: 8, leaseMs: LEASE_MS, workspaceIds: [workspaceId] };

    expect(await claimDueRows({ ...request, exclude: new Set([mine]) })).toEqual([]);
    expect((await db.post.findUniqueOrThrow({ where: { id: mine } })).claimedBy).toBe(`${owner}/1`);
    // Once it is not in flight any more, it is first in the queue.
    expect((await claimDueRows(request)).map((row) => row.id)).toEqual([mine]);
    expect(other).toBeTruthy();
  });
});

describe("the claimed rows, whole", () => {
  it("are what the ORM reads, with their accounts, from the claim's own round trip", async () => {
    const { workspaceId, network } = await setup();
    const account = await makeAccount(workspaceId, network, { refreshToken: "refresh-1", settings: { page: "p1" } });
    await db.socialAccount.update({
      where: { id: account.id },
      data: { tokenExpiresAt: new Date(Date.now() + 3_600_000), grantedScopes: ["read", "write"], displayName: "Ann" },
    });
    const id = await queuedRow(workspaceId, network, 3, account.id);
    await db.post.update({
      where: { id },
      data: { hashtags: ["a", "b"], mediaUrls: ["https://example.com/a.png"], mediaType: "image", platformOptions: { [network]: { x: [1, { y: null }] } } },
    });
    const loose = await queuedRow(workspaceId, network, 2, null);
    const owner = `worker-${crypto.randomUUID().slice(0, 8)}`;

    const claimed = await claimDueRows({ owner, limits: { slots: 8, perAccount: 1, perNetwork: 8 }, free: 8, leaseMs: LEASE_MS, workspaceIds: [workspaceId] });
    expect(claimed.map((row) => row.id)).toEqual([id, loose]);
    await db.workspace.update({ where: { id: workspaceId }, data: { utmEnabled: true, utmCampaign: "autumn" } });
    const again = await claimDueRows({ owner, limits: { slots: 8, perAccount: 1, perNetwork: 8 }, free: 8, leaseMs: LEASE_MS, workspaceIds: [workspaceId] });
    expect(again).toEqual([]); // still held by the first claim
    for (const row of claimed) {
      const { connectedAccount, ...post } = await db.post.findUniqueOrThrow({ where: { id: row.id }, include: { connectedAccount: true } });
      // The workspace's UTM setting is read by the same statement, as it stood when the rows were claimed.
      expect(row.whole).toEqual({ post, account: connectedAccount, workspaceUtm: { enabled: false, campaign: null } });
    }
    const renewed = await claimRow(id, claimed[0].claim, LEASE_MS);
    expect(renewed.workspaceUtm).toEqual({ enabled: true, campaign: "autumn" });
    expect(claimed[0].whole.account?.grantedScopes).toEqual(["read", "write"]);
    // A NULL list reads as [] as the ORM reads it: the mapping knows every array column of the two tables.
    const arrays = await db.$queryRaw<{ column_name: string }[]>`
      SELECT column_name::text FROM information_schema.columns
      WHERE table_name IN ('posts', 'social_accounts') AND data_type = 'ARRAY' ORDER BY 1`;
    expect(arrays.map((row) => row.column_name)).toEqual([...LIST_COLUMNS].sort());
    // The account comes as json beside the row: the mapping knows every timestamp column, read as a Date.
    const times = await db.$queryRaw<{ column_name: string }[]>`
      SELECT column_name::text FROM information_schema.columns
      WHERE table_name = 'social_accounts' AND data_type LIKE 'timestamp%' ORDER BY 1`;
    expect(times.map((row) => row.column_name)).toEqual([...ACCOUNT_TIME_COLUMNS].sort());
    expect(claimed[0].whole.account?.tokenExpiresAt).toBeInstanceOf(Date);
    expect(claimed[0].whole.post.claimedBy).toBe(claimed[0].claim);
  });
});

describe("claimRow (an Inngest step's claim)", () => {
  const takeovers = async () => (await metrics().claimTakeovers.get()).values[0]?.value ?? 0;

  it("counts a takeover when another run's lease had run out, not a renewal or a free row", async () => {
    const { workspaceId, network } = await setup();
    const account = await makeAccount(workspaceId, network);
    const stale = await queuedRow(workspaceId, network, 3, account.id, { by: "inngest:lost-run", leaseMs: -1_000 });
    const free = await queuedRow(workspaceId, network, 2, null);
    const held = await queuedRow(workspaceId, network, 1, null, { by: "inngest:live-run", leaseMs: LEASE_MS });
    const before = await takeovers();

    const taken = await claimRow(stale, "inngest:run-2", LEASE_MS);
    expect(taken.post.claimedBy).toBe("inngest:run-2");
    expect(taken.account?.id).toBe(account.id);
    expect(await takeovers()).toBe(before + 1);

    // The same run again (its next step), a free row, and a row another run holds: none is a takeover.
    await claimRow(stale, "inngest:run-2", LEASE_MS);
    expect((await claimRow(free, "inngest:run-3", LEASE_MS)).account).toBeNull();
    await expect(claimRow(held, "inngest:run-4", LEASE_MS)).rejects.toBeInstanceOf(LostClaimError);
    expect(await takeovers()).toBe(before + 1);
    expect((await db.post.findUniqueOrThrow({ where: { id: held } })).claimedBy).toBe("inngest:live-run");
  });
});
