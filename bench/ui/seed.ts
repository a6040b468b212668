// Fills a workspace the way a busy team's looks, through the operator's CLI and the public API (the same
// paths people's data takes): four sandbox accounts on four networks with posting times, `posts` posts
// (drafts, scheduled over the next eight weeks, queued into posting slots, published — measured by the
// sandbox's metrics — and failed), `ideas` ideas over the four columns, a link page with ten blocks and a
// webhook endpoint. The sandbox publisher stands in for the networks, so nothing leaves the machine.
import { execFileSync } from "node:child_process";
import { step } from "./progress";

export interface SeedTarget {
  base: string;
  env: NodeJS.ProcessEnv;
  workspaceId: string;
  email: string;
}

/** Ids the page list needs: a post that can still be edited, and the link page. */
export interface SeededWorkspace {
  workspaceId: string;
  draftPostId: string;
  linkPageId: string;
}

export const COLUMNS = ["unassigned", "todo", "in_progress", "done"] as const;
const NETWORKS = [
  ["bluesky", "bench.bsky.social"],
  ["twitter", "benchteam"],
  ["mastodon", "bench"],
  ["linkedin", "bench-team"],
] as const;
const WEEK_MS = 7 * 86_400_000;

export function cli<T>(env: NodeJS.ProcessEnv, ...args: string[]): T {
  return JSON.parse(execFileSync("npx", ["tsx", "scripts/cli.ts", ...args], { env, encoding: "utf8" })) as T;
}

/** `count` jobs, 8 at a time: the server answers several requests at once, as it does for a team. */
async function inParallel(count: number, job: (i: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < count) await job(next++);
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

function api(target: SeedTarget, key: string) {
  return async <T>(method: string, path: string, body?: unknown, expected = method === "POST" ? 201 : 200): Promise<T> => {
    const send = () =>
      fetch(`${target.base}/functions/v1/api${path}`, {
        method,
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    // A kept-alive connection the server closed while the CLI ran (its keep-alive timeout is 5 s) fails at
    // once; the request never arrived, so it is sent again on a new connection.
    const res = await send().catch((error: unknown) => {
      if ((error as { cause?: { code?: string } }).cause?.code !== "UND_ERR_SOCKET") throw error;
      return send();
    });
    if (res.status !== expected) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

/** The i-th post: three in ten drafts, two scheduled, one queued, three published, one refused by its network. */
function postBody(i: number, count: number, accounts: { id: string; platform: string }[]): { path: string; body: Record<string, unknown> } {
  const kind = i % 10;
  const to = i % 3 === 0 ? [accounts[i % 4], accounts[(i + 1) % 4]] : [accounts[i % 4]];
  const base = {
    title: i % 2 ? `Post ${i + 1}` : undefined,
    caption: `Post ${i + 1}: a caption of a usual length, with a link https://example.com/${i + 1} and a #tag`,
    accountMappings: to.map(({ id, platform }) => ({ platform, accountId: id })),
  };
  if (kind < 3) return { path: "/posts", body: base };
  if (kind < 5) {
    const scheduledAt = new Date(Date.now() + 3_600_000 + Math.floor((i / count) * 8 * WEEK_MS)).toISOString();
    return { path: "/posts", body: { ...base, status: "scheduled", scheduledAt } };
  }
  if (kind === 5) return { path: "/queue", body: base };
  if (kind < 9) return { path: "/posts", body: { ...base, status: "published" } };
  return {
    path: "/posts",
    body: { ...base, status: "published", platformOptions: { sandbox: { outcome: "fail", message: "The network refused the post (bench)" } } },
  };
}

/** Until no row of the workspace is still being published (the sandbox answers at once; the worker takes turns). */
async function waitForPublishing(call: ReturnType<typeof api>) {
  const until = Date.now() + 300_000;
  while (Date.now() < until) {
    const { posts } = await call<{ posts: { status: string }[] }>("GET", "/posts?status=queued&limit=100");
    if (posts.length === 0) return;
    step(`  ${posts.length}${posts.length === 100 ? "+" : ""} posts still publishing`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error("the seeded posts were still publishing after 5 minutes");
}

export async function seedWorkspace(target: SeedTarget, { posts, ideas }: { posts: number; ideas: number }): Promise<SeededWorkspace> {
  const { env, workspaceId, email } = target;
  cli(env, "quota", "set", "--workspace", workspaceId, "--monthly-posts", "1000000");
  const { apiKey } = cli<{ apiKey: { key: string } }>(env, "key", "create", "--workspace", workspaceId, "--user", email, "--scopes", "all", "--mode", "live");
  const call = api(target, apiKey.key);
  const accounts = NETWORKS.map(([platform, username]) => ({
    platform,
    id: cli<{ account: { id: string } }>(env, "account", "add", "--workspace", workspaceId, "--platform", platform, "--username", username, "--sandbox").account
      .id,
  }));
  // Two posting times on weekdays: the queue page has slots to show and POST /queue somewhere to put posts.
  const slots = [1, 2, 3, 4, 5].flatMap((day) => [
    { day, time: "09:00" },
    { day, time: "15:30" },
  ]);
  for (const { id } of accounts) await call("PUT", `/accounts/${id}/schedule`, { timeZone: "UTC", slots });

  step(`seeding ${posts} posts`);
  const postIds: string[] = [];
  await inParallel(posts, async (i) => {
    const { path, body } = postBody(i, posts, accounts);
    const result = await call<{ postIds: string[] }>("POST", path, body);
    if (i % 10 === 0) postIds.push(result.postIds[0]);
  });
  step(`seeding ${ideas} ideas`);
  await inParallel(ideas, async (i) => {
    await call("POST", "/ideas", {
      title: `Idea ${i + 1}`,
      caption: `Caption of idea ${i + 1}, long enough to wrap onto a second line on the card`,
      tags: i % 3 ? [] : ["launch"],
      status: COLUMNS[i % 4],
    });
  });

  const { link } = await call<{ link: { id: string } }>("POST", "/links", {
    slug: `bench-${workspaceId.slice(0, 8).toLowerCase()}`,
    title: "Bench links",
    bio: "Everything we make, in one place",
  });
  const blocks = [
    { type: "header", text: "Shop" },
    ...Array.from({ length: 6 }, (_, i) => ({ type: "link", label: `Link number ${i + 1}`, url: `https://example.com/l/${i + 1}` })),
    { type: "text", text: "Thanks for visiting. New posts every week." },
    { type: "social" },
    { type: "posts", count: 6 },
  ];
  for (const block of blocks) await call("POST", `/links/${link.id}/blocks`, block);
  await call("POST", `/links/${link.id}/publish`, undefined, 200);
  await call("POST", "/webhooks", { url: "https://hooks.example.com/postlane", events: ["account.requires_reauth"], description: "Bench" });

  await waitForPublishing(call);
  return { workspaceId, draftPostId: postIds[0], linkPageId: link.id };
}
