// Black-box setup for API specs: users, workspaces, accounts and keys are made with the admin commands, as an
// operator would with the CLI, on the server's database (e2e/admin-cli.ts).
import crypto from "node:crypto";
import { adminCli } from "../admin-cli";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the CLI's JSON answers vary by command
const cli = (args: string[]) => adminCli<Record<string, any>>(...args);

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
export async function makeApiWorld(): Promise<ApiWorld> {
  const tag = crypto.randomUUID().slice(0, 8);
  const ownerEmail = `e2e-owner-${tag}@example.test`;
  const viewerEmail = `e2e-viewer-${tag}@example.test`;
  const owner = (await cli(["user", "create", "--email", ownerEmail, "--password", "correct horse battery"])).user;
  await cli(["user", "create", "--email", viewerEmail, "--password", "correct horse battery"]);
  const workspaceId: string = owner.personalWorkspaceId;
  const key = async (user: string, scopes: string, mode = "live") =>
    (await cli(["key", "create", "--workspace", workspaceId, "--user", user, "--scopes", scopes, "--mode", mode])).apiKey;
  const bluesky = await cli(["account", "add", "--workspace", workspaceId, "--platform", "bluesky", "--username", `e2e-${tag}.bsky.social`, "--sandbox"]);
  const mastodon = await cli(["account", "add", "--workspace", workspaceId, "--platform", "mastodon", "--username", `e2e-${tag}`, "--sandbox"]);
  await cli(["member", "add", "--workspace", workspaceId, "--email", viewerEmail, "--role", "member"]);
  const viewer = await key(viewerEmail, "all");
  await cli(["member", "add", "--workspace", workspaceId, "--email", viewerEmail, "--role", "viewer"]);
  const live = await key(ownerEmail, "all");
  const spare = await key(ownerEmail, "all");
  const test = await key(ownerEmail, "all", "test");
  const readOnly = await key(ownerEmail, "posts:read,ideas:read");
  return {
    workspaceId,
    ownerEmail,
    keys: { live: live.key, test: test.key, readOnly: readOnly.key, viewer: viewer.key },
    liveKeyId: live.id,
    spareKey: { id: spare.id, key: spare.key },
    accounts: { bluesky: firstId(bluesky), mastodon: firstId(mastodon) },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see cli()
function firstId(result: Record<string, any>): string {
  return (result.account ?? result).id;
}

export async function revokeKey(id: string): Promise<void> {
  await cli(["key", "revoke", id]);
}

/** A sandbox account of another network in the world's workspace; returns its id. */
export async function addSandboxAccount(workspaceId: string, platform: string, username: string): Promise<string> {
  return firstId(await cli(["account", "add", "--workspace", workspaceId, "--platform", platform, "--username", username, "--sandbox"]));
}

export async function setQuota(workspaceId: string, monthlyPosts: number): Promise<void> {
  await cli(["quota", "set", "--workspace", workspaceId, "--monthly-posts", String(monthlyPosts)]);
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
