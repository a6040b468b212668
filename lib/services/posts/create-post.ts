// Creates a post (POST /posts and the composer). Draft and scheduled store one row whatever the number of
// account mappings, in one statement with the quota and the webhook events (insert-unpublished-post.ts);
// published stores it, fans it out (one queued row per mapping) in one transaction and hands the rows to the
// publishing engine after commit. The owner's monthly quota is taken with the row, one unit per mapping.
import { Prisma } from "@/generated/prisma/client";
import { db } from "../../db";
import { parseInput } from "../../errors";
import { dispatchSafely } from "../../publishing/dispatch";
import { createPostRequest, type CreatePostRequest, type CreatePostResult } from "../../schemas/posts";
import { postWebhookSelect } from "../../webhooks/payloads";
import { requireNoApprovalNeeded } from "../approvals/approval-policy";
import { confirmUploadedMedia } from "../media/confirm-uploaded-media";
import { reservePostQuota, type QuotaStatus } from "../quota/monthly-quota";
import { requireMayPublish, requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { insertUnpublishedPost, insertUnpublishedPostIfAccountsHold } from "./insert-unpublished-post";
import { newPostFields } from "./new-post-fields";
import { channelColumns } from "./post-channels";
import { queuePostForPublishing } from "./queue-post-for-publishing";
import { recordPostCreated } from "./record-post-events";

export async function createPost({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: unknown;
}): Promise<CreatePostResult & { quota: QuotaStatus }> {
  const data = parseInput(createPostRequest, input);
  const role = await requireWriter(workspaceId, actor, "create posts");
  const status = data.status ?? "draft";
  if (status !== "draft") {
    const action = status === "scheduled" ? "schedule posts" : "publish posts";
    requireMayPublish(actor, action);
    await requireNoApprovalNeeded(workspaceId, role, action);
  }
  if (status !== "published") {
    const { fields, id, quota } = await storeUnpublishedPost(workspaceId, actor, data, status);
    await confirmUploadedMedia({ workspaceId, mediaUrls: fields.mediaUrls, altTexts: fields.mediaAltTexts });
    return { postIds: [id], status, dispatchDeferred: false, quota };
  }

  const { fields, mappings } = await newPostFields(workspaceId, actor, data);
  const { ids, quota } = await db.$transaction(async (tx) => {
    const quota = await reservePostQuota(tx, { workspaceId, units: mappings.length });
    const { accountMappings, ...channels } = channelColumns(mappings);
    const post = await tx.post.create({
      data: {
        ...fields,
        ...channels,
        utm: fields.utm ?? Prisma.DbNull,
        status: "draft",
        accountMappings: accountMappings as object[],
        quotaUnits: mappings.length,
      },
      select: postWebhookSelect,
    });
    const ids = await queuePostForPublishing(tx, { workspaceId, postId: post.id });
    await recordPostCreated(tx, { ...post, status: "queued" });
    return { ids, quota };
  });
  const [dispatchDeferred] = await Promise.all([
    dispatchSafely(ids),
    confirmUploadedMedia({ workspaceId, mediaUrls: fields.mediaUrls, altTexts: fields.mediaAltTexts }),
  ]);
  return { postIds: ids, status: "queued", dispatchDeferred, quota };
}

/**
 * Draft and scheduled: one statement (quota, row, events), no transaction (insert-unpublished-post.ts), which
 * also checks the accounts when the request names them all, saving their lookup's round trip.
 */
async function storeUnpublishedPost(workspaceId: string, actor: ContentActor, data: CreatePostRequest, status: "draft" | "scheduled") {
  const named = await newPostFields(workspaceId, actor, data, { leaveAccountsToInsert: true });
  const stored = named.accountsChecked
    ? await insertUnpublishedPost({ ...named.fields, status, mappings: named.mappings })
    : await insertUnpublishedPostIfAccountsHold({ ...named.fields, status, mappings: named.mappings });
  if (stored) return { fields: named.fields, ...stored };
  // The accounts failed the statement's check: the lookup says why (or, were they fixed meanwhile, resolves them).
  const { fields, mappings } = await newPostFields(workspaceId, actor, data);
  return { fields, ...(await insertUnpublishedPost({ ...fields, status, mappings })) };
}
