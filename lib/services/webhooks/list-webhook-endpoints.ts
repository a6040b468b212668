// The workspace's webhook endpoints, oldest first, a page at a time (any member may read; secrets are never
// returned).
import type { Prisma } from "@/generated/prisma/client";
import { db } from "../../db";
import { findPage, OLDEST_FIRST, type PageQuery } from "../paging/keyset";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { webhookEndpointSelect } from "./webhook-select";

export async function listWebhookEndpoints({ workspaceId, actor, page }: { workspaceId: string; actor: ContentActor; page?: PageQuery }) {
  await requireReader(workspaceId, actor);
  return findPage<
    Prisma.WebhookEndpointGetPayload<{ select: typeof webhookEndpointSelect }>,
    Prisma.WebhookEndpointWhereInput,
    Prisma.WebhookEndpointOrderByWithRelationInput
  >(OLDEST_FIRST, page, ({ after, orderBy, take }) =>
    db.webhookEndpoint.findMany({ where: { AND: [{ workspaceId }, after] }, select: webhookEndpointSelect, orderBy, take }),
  );
}
