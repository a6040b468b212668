// Keys of a workspace for the API keys page; never the hash.
import { db } from "../../db";
import type { Actor } from "../actor";
import { roleInWorkspace } from "../workspaces/require-role";

export async function listApiKeys({ workspaceId, actor }: { workspaceId: string; actor: Actor }) {
  await roleInWorkspace(workspaceId, actor);
  return db.apiKey.findMany({
    where: { workspaceId },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      name: true,
      displayPrefix: true,
      mode: true,
      scopes: true,
      draftsOnly: true,
      createdAt: true,
      lastUsedAt: true,
      expiresAt: true,
      revokedAt: true,
      createdBy: { select: { email: true, name: true } },
      oauthClient: { select: { name: true } },
    },
  });
}
