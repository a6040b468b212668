// Property: a draft or scheduled post whose mappings all name their accounts is stored by ONE statement that
// checks the accounts itself (insertUnpublishedPostIfAccountsHold); any other is resolved first by a lookup
// (resolveAccountMappings). Random sequences of account changes (disconnect, reconnect, move to another
// workspace) and creates with random mappings (named, unnamed, upper-case, malformed, unknown, repeated, of
// the wrong network or of another workspace) check that both ways give one answer:
//
//   P1 a create is stored exactly when the rule below accepts its mappings against the accounts as they are,
//      and then stores the resolved mappings (ids in lower case) and takes one quota unit per mapping;
//   P2 a refused create is the 400 resolveAccountMappings gives (its field and message) and stores nothing:
//      no post, no quota unit, no webhook event.
//
// The rule is restated here (not by calling resolve-account-mappings.ts), so the test checks it rather than
// repeating it. Fixed seed in `npm test`; CREATE_ACCOUNT_CHECK_RUNS=200 for a longer walk.
import "@/test/use-database";
import crypto from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { toAppError } from "@/lib/errors";
import { systemActor } from "@/lib/services/actor";
import { currentUsageMonth } from "@/lib/services/quota/monthly-quota";
import { createWebhookEndpoint } from "@/lib/services/webhooks/create-webhook-endpoint";
import { makeWorkspace } from "@/test/factories";
import { makeAccount } from "@/test/publishing/rows";
import { createPost } from "./create-post";
import { resolveAccountMappings } from "./resolve-account-mappings";

const RUNS = Number(process.env.CREATE_ACCOUNT_CHECK_RUNS ?? 25);
const SEED = Number(process.env.CREATE_ACCOUNT_CHECK_SEED ?? 34);
const PLATFORMS = ["bluesky", "mastodon"] as const;
/** Two bluesky accounts (so an unnamed bluesky mapping is ambiguous while both are connected) and one mastodon. */
const ACCOUNT_PLATFORMS = ["bluesky", "bluesky", "mastodon"] as const;

type AccountRef = { kind: "account"; index: number; upper: boolean } | { kind: "none" } | { kind: "unknown" } | { kind: "malformed" };
type Action =
  | { kind: "disconnect" | "reconnect" | "move away" | "move back"; index: number }
  | { kind: "create"; status: "draft" | "scheduled"; mappings: { platform: (typeof PLATFORMS)[number]; account: AccountRef }[] };

const accountIndex = fc.integer({ min: 0, max: ACCOUNT_PLATFORMS.length - 1 });
const accountRef: fc.Arbitrary<AccountRef> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant("account" as const), index: accountIndex, upper: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ kind: "none" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "unknown" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "malformed" as const }) },
);
// A mapping that names an account mostly asks for that account's own network, so that most creates would be
// accepted but for the account changes before them.
const mapping = fc
  .record({ account: accountRef, platform: fc.constantFrom(...PLATFORMS), ownNetwork: fc.integer({ min: 0, max: 4 }) })
  .map(({ account, platform, ownNetwork }) => ({
    account,
    platform: account.kind === "account" && ownNetwork > 0 ? ACCOUNT_PLATFORMS[account.index] : platform,
  }));
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom("disconnect" as const, "reconnect" as const, "move away" as const, "move back" as const),
      index: accountIndex,
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant("create" as const),
      status: fc.constantFrom("draft" as const, "scheduled" as const),
      mappings: fc.array(mapping, { minLength: 1, maxLength: 3 }),
    }),
  },
);

/** The result, or the 4xx the service refused with (anything else fails the test). */
async function refusalOr<T>(work: Promise<T>) {
  try {
    return await work;
  } catch (error) {
    const refusal = toAppError(error);
    if (!refusal) throw error;
    return refusal;
  }
}

interface AccountState {
  id: string;
  platform: string;
  connected: boolean;
  home: boolean;
}

/** The rule, restated: the resolved mappings, or null when some mapping is refused. */
function expectedMappings(mappings: { platform: string; accountId?: string }[], accounts: AccountState[]) {
  const resolved: { platform: string; accountId: string }[] = [];
  for (const { platform, accountId } of mappings) {
    const usable = accounts.filter((a) => a.home && a.connected && a.platform === platform);
    const account = accountId === undefined ? (usable.length === 1 ? usable[0] : undefined) : usable.find((a) => a.id === accountId.toLowerCase());
    if (!account || resolved.some((r) => r.accountId === account.id)) return null;
    resolved.push({ platform, accountId: account.id });
  }
  return resolved;
}

describe("createPost: the accounts a post names are checked alike by the one-statement insert and the lookup", () => {
  it("P1, P2 over random sequences of account changes and creates", async () => {
    const { owner, workspaceId } = await makeWorkspace([]);
    const elsewhere = (await makeWorkspace([])).workspaceId;
    await db.user.update({ where: { id: owner.id }, data: { monthlyPostQuota: 100_000 } });
    const actor = { kind: "user" as const, userId: owner.id };
    const accounts: AccountState[] = [];
    for (const platform of ACCOUNT_PLATFORMS) {
      const row = await makeAccount(workspaceId, platform);
      accounts.push({ id: row.id, platform, connected: true, home: true });
    }
    const used = async () =>
      (await db.monthlyUsage.findUnique({ where: { userId_month: { userId: owner.id, month: new Date(currentUsageMonth()) } } }))?.postsCreated ?? 0;
    await createWebhookEndpoint({
      workspaceId,
      actor: systemActor,
      input: { url: "https://hooks.example.com/in", events: ["post.created", "post.scheduled"] },
    });
    const stored = async () => ({
      posts: await db.post.count({ where: { workspaceId } }),
      used: await used(),
      events: await db.webhookEvent.count({ where: { workspaceId } }),
    });

    const outcomes = { stored: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 8 }), async (actions) => {
        // Each run (and each shrunk counterexample) starts with every account connected and at home.
        for (const account of accounts) Object.assign(account, { connected: true, home: true });
        await db.socialAccount.updateMany({ where: { id: { in: accounts.map((a) => a.id) } }, data: { isConnected: true, workspaceId } });
        for (const step of actions) {
          if (step.kind !== "create") {
            const account = accounts[step.index];
            if (step.kind === "disconnect" || step.kind === "reconnect") account.connected = step.kind === "reconnect";
            else account.home = step.kind === "move back";
            await db.socialAccount.update({
              where: { id: account.id },
              data: { isConnected: account.connected, workspaceId: account.home ? workspaceId : elsewhere },
            });
            continue;
          }
          const mappings = step.mappings.map(({ platform, account }) => {
            if (account.kind === "none") return { platform };
            if (account.kind === "unknown") return { platform, accountId: crypto.randomUUID() };
            if (account.kind === "malformed") return { platform, accountId: "not-an-account-id" };
            const id = accounts[account.index].id;
            return { platform, accountId: account.upper ? id.toUpperCase() : id };
          });
          const scheduledAt = step.status === "scheduled" ? new Date(Date.now() + 86_400_000).toISOString() : undefined;
          const before = await stored();
          const expected = expectedMappings(mappings, accounts);
          // The lookup's own answer, for the refusal's message (P2) and as a check on the restated rule.
          const lookedUp = await refusalOr(
            resolveAccountMappings(
              workspaceId,
              mappings.map((m, i) => ({ ...m, field: `accountMappings[${i}].accountId` })),
            ),
          );
          const created = await refusalOr(
            createPost({ workspaceId, actor, input: { caption: "property", status: step.status, scheduledAt, accountMappings: mappings } }),
          );
          outcomes[expected ? "stored" : "refused"]++;
          if (expected) {
            expect(lookedUp).toEqual(expected);
            if (!("postIds" in created)) throw new Error(`refused ${JSON.stringify(mappings)}: ${created.message}`);
            const post = await db.post.findUniqueOrThrow({ where: { id: created.postIds[0] } });
            expect(post.accountMappings).toEqual(expected);
            const events = before.events + (step.status === "scheduled" ? 2 : 1);
            expect(await stored()).toEqual({ posts: before.posts + 1, used: before.used + expected.length, events });
          } else {
            expect(lookedUp).toMatchObject({ status: 400 });
            expect(created).toMatchObject({ status: 400, message: (lookedUp as Error).message });
            expect(await stored()).toEqual(before);
          }
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // The walk exercised both answers (a generator that only ever refused would prove nothing).
    expect(outcomes.stored).toBeGreaterThanOrEqual(RUNS / 2);
    expect(outcomes.refused).toBeGreaterThanOrEqual(RUNS / 2);
  });
});
