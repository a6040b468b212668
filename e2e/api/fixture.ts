// Black-box setup for API specs: users, workspaces, accounts and keys are made with the admin CLI, as an
// operator would, in a child process with the server's environment (same data dir or DATABASE_URL).
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";

const port = Number(process.env.E2E_PORT ?? 3100);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the CLI's JSON answers vary by command
function cli(args: string[]): Record<string, any> {
  const out = execFileSync("npx", ["tsx", "scripts/cli.ts", ...args], {
    env: { ...process.env, PORT: String(port), POSTLANE_DATA_DIR: process.env.POSTLANE_DATA_DIR ?? ".data/e2e" },
    encoding: "utf8",
    timeout: 60_000,
  });
  return JSON.parse(out);
}

export interface ApiWorld {
  workspaceId: string;
  ownerEmail: string;
  keys: { live: string; test: string; readOnly: string; viewer: string };
  liveKeyId: string;
  /** An extra full-scope key for tests that revoke one. */
  spareKey: { id: string; key: string };
  accounts: { bluesky: string; mastodon: string };
}

/** A fresh owner with a sandbox Bluesky and Mastodon account, and keys of several kinds. */
export function makeApiWorld(): ApiWorld {
  const tag = crypto.randomUUID().slice(0, 8);
  const ownerEmail = `e2e-owner-${tag}@example.test`;
  const viewerEmail = `e2e-viewer-${tag}@example.test`;
  const owner = cli(["user", "create", "--email", ownerEmail, "--password", "correct horse battery"]).user;
  cli(["user", "create", "--email", viewerEmail, "--password", "correct horse battery"]);
  const workspaceId: string = owner.personalWorkspaceId;
  const key = (user: string, scopes: string, mode = "live") =>
    cli(["key", "create", "--workspace", workspaceId, "--user", user, "--scopes", scopes, "--mode", mode]).apiKey;
  const bluesky = cli(["account", "add", "--workspace", workspaceId, "--platform", "bluesky", "--username", `e2e-${tag}.bsky.social`, "--sandbox"]);
  const mastodon = cli(["account", "add", "--workspace", workspaceId, "--platform", "mastodon", "--username", `e2e-${tag}`, "--sandbox"]);
  cli(["member", "add", "--workspace", workspaceId, "--email", viewerEmail, "--role", "member"]);
  const viewer = key(viewerEmail, "all");
  cli(["member", "add", "--workspace", workspaceId, "--email", viewerEmail, "--role", "viewer"]);
  const live = key(ownerEmail, "all");
  const spare = key(ownerEmail, "all");
  return {
    workspaceId,
    ownerEmail,
    keys: { live: live.key, test: key(ownerEmail, "all", "test").key, readOnly: key(ownerEmail, "posts:read,ideas:read").key, viewer: viewer.key },
    liveKeyId: live.id,
    spareKey: { id: spare.id, key: spare.key },
    accounts: { bluesky: firstId(bluesky), mastodon: firstId(mastodon) },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see cli()
function firstId(result: Record<string, any>): string {
  return (result.account ?? result).id;
}

export function revokeKey(id: string): void {
  cli(["key", "revoke", id]);
}

/** A sandbox account of another network in the world's workspace; returns its id. */
export function addSandboxAccount(workspaceId: string, platform: string, username: string): string {
  return firstId(cli(["account", "add", "--workspace", workspaceId, "--platform", platform, "--username", username, "--sandbox"]));
}

export function setQuota(workspaceId: string, monthlyPosts: number): void {
  cli(["quota", "set", "--workspace", workspaceId, "--monthly-posts", String(monthlyPosts)]);
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
