// The workspace's social accounts (connected or not), oldest connection first, a page at a time
// (lib/services/paging/keyset.ts). Selects only public columns and the token's health
// (lib/tokens/token-health.ts), never a token.
import type { Prisma } from "@/generated/prisma/client";
import { db } from "../../db";
import { accountResponseSelect as accountListSelect } from "../../serializers/serialize-account";
import { findPage, type Keyset, type PageQuery } from "../paging/keyset";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";

const CONNECTED_ORDER: Keyset = [
  { field: "connectedAt", dir: "asc", kind: "date" },
  { field: "id", dir: "asc", kind: "uuid" },
];

export async function listAccounts({ workspaceId, actor, page }: { workspaceId: string; actor: ContentActor; page?: PageQuery }) {
  await requireReader(workspaceId, actor);
  return findPage<
    Prisma.SocialAccountGetPayload<{ select: typeof accountListSelect }>,
    Prisma.SocialAccountWhereInput,
    Prisma.SocialAccountOrderByWithRelationInput
  >(CONNECTED_ORDER, page, ({ after, orderBy, take }) =>
    db.socialAccount.findMany({ where: { AND: [{ workspaceId }, after] }, select: accountListSelect, orderBy, take }),
  );
}
