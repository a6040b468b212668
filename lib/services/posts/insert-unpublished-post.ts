// Stores a draft or scheduled post in ONE SQL statement: the owner's quota is taken, the post row inserted
// only if the take succeeded, and its webhook events (post.created, and post.scheduled for a scheduled post)
// written only if the row was. A single statement is atomic without an interactive transaction, so this
// hot path (POST /posts) pays one round trip and no ORM query building (`npm run bench:api` measures it against
// the ORM's transaction: docs/api.md, "Public API performance"). The id and creation time are chosen here so
// the webhook payload, built before the statement, states them exactly. insertUnpublishedPostIfAccountsHold adds
// the accounts' check to the same statement, for mappings that name their accounts and were not looked up.
import crypto from "node:crypto";
import { Prisma } from "@/generated/prisma/client";
import { readRows, type DbTransaction } from "../../db";
import { postWebhookData, type PostForWebhook } from "../../webhooks/payloads";
import { webhookOutboxCtes } from "../../webhooks/record-webhook-event";
import {
  currentUsageMonth,
  quotaReservationCtes,
  quotaReservationOutcome,
  quotaReservationResult,
  type QuotaReservationRow,
  type QuotaStatus,
} from "../quota/monthly-quota";
import { channelColumns } from "./post-channels";
import { accountsVerifiedBy, type NamedAccountMapping } from "./resolve-account-mappings";
import type { ApprovalColumns } from "../../schemas/approvals";

const NO_APPROVAL: ApprovalColumns = {
  approvalState: "none",
  approvalRequestedStatus: null,
  approvalRequestedByUserId: null,
  approvalRequestedAt: null,
  approvalDecidedByUserId: null,
  approvalDecidedAt: null,
  approvalComment: null,
};
import type { AccountMapping } from "./queue-post-for-publishing";

export interface UnpublishedPostInput {
  workspaceId: string;
  mode: "live" | "test";
  status: "draft" | "scheduled";
  createdByUserId: string | null;
  createdByApiKeyId: string | null;
  title: string | null;
  caption: string | null;
  scheduledAt: Date | null;
  mediaUrls: string[];
  mediaType: string | null;
  mediaAltTexts: string[];
  /** The post's UTM override, or null to follow the workspace. */
  utm: object | null;
  postType: string;
  hashtags: string[];
  mappings: AccountMapping[];
  platformCaptions: object;
  platformOptions: object;
  /** The idea this post was made from (checked by the caller to be in the workspace), or null. */
  ideaId: string | null;
  /** The team's notes (never published), or null. */
  notes: string | null;
}

type StoredPost = { id: string; quota: QuotaStatus };

/**
 * Inserts the post and its events, paying one quota unit per mapping; throws 402 (and writes nothing) past the
 * quota. Given `tx`, the statement runs in that transaction (a service that stores the post and takes a second
 * step with it, create-and-submit-post.ts), so a refused second step leaves no post behind.
 */
export async function insertUnpublishedPost(input: UnpublishedPostInput, tx?: DbTransaction): Promise<StoredPost> {
  const stored = await storeUnpublishedPost(input, { tx });
  if (!stored) throw new Error("an unpublished post without an account check was not stored");
  return stored;
}

/**
 * As insertUnpublishedPost for mappings nobody has checked yet (mappingsNamingTheirAccounts): the same statement
 * first checks the accounts as resolveAccountMappings would, and stores nothing (no post, no quota, no event)
 * and returns null when they fail, for the caller to resolve them the usual way and say why.
 */
export async function insertUnpublishedPostIfAccountsHold(input: UnpublishedPostInput & { mappings: NamedAccountMapping[] }): Promise<StoredPost | null> {
  return storeUnpublishedPost(input, { accountsHold: accountsVerifiedBy(input.workspaceId, input.mappings) });
}

async function storeUnpublishedPost(
  input: UnpublishedPostInput,
  { tx, accountsHold }: { tx?: DbTransaction; accountsHold?: Prisma.Sql },
): Promise<StoredPost | null> {
  const read = <T>(query: Prisma.Sql): Promise<T[]> => (tx ? tx.$queryRaw<T[]>(query) : readRows<T>(query, { prepare: true }));
  const { workspaceId, mappings } = input;
  const units = mappings.length;
  const month = currentUsageMonth();
  const now = new Date();
  const { platforms, connectedAccountId } = channelColumns(mappings);
  const post: PostForWebhook = {
    id: crypto.randomUUID(),
    workspaceId,
    mode: input.mode,
    groupId: null,
    title: input.title,
    caption: input.caption,
    platforms,
    status: input.status,
    scheduledAt: input.scheduledAt,
    publishedAt: null,
    mediaUrls: input.mediaUrls,
    mediaType: input.mediaType as PostForWebhook["mediaType"],
    mediaAltTexts: input.mediaAltTexts,
    utm: input.utm,
    notes: input.notes,
    connectedAccountId,
    createdAt: now,
    // A new post has no results and no approval yet: the columns' defaults, as GET /posts/{id} then reads them.
    platformResults: [],
    ...NO_APPROVAL,
  };
  const inserted = Prisma.sql`SELECT 1 FROM inserted_post`;
  const data = postWebhookData(post);
  // The accounts' check, when asked for, is a CTE of its own: evaluated once, it gates the quota's take (and so
  // the row and its events, which follow the take) and is reported as the statement's `accounts_hold`.
  const checks = accountsHold ? Prisma.sql`accounts_checked AS (SELECT ${accountsHold} AS hold), ` : Prisma.empty;
  const onlyIf = accountsHold ? Prisma.sql`(SELECT hold FROM accounts_checked)` : undefined;
  const [row] = await read<QuotaReservationRow & { accounts_hold?: boolean }>(Prisma.sql`
    WITH ${checks}${quotaReservationCtes({ workspaceId, units, month, onlyIf })}, inserted_post AS (
      INSERT INTO posts (id, workspace_id, mode, created_by_user_id, created_by_api_key_id, title, caption, platforms, status,
                         scheduled_at, media_urls, media_alt_texts, utm, media_type, post_type, hashtags, account_mappings, platform_captions,
                         platform_options, connected_account_id, quota_units, idea_id, notes, created_at, updated_at)
      SELECT ${post.id}::uuid, ${workspaceId}::uuid, ${input.mode}::post_mode, ${input.createdByUserId}::uuid, ${input.createdByApiKeyId}::uuid,
             ${post.title}, ${post.caption}, ${post.platforms}::text[], ${input.status}::post_status, ${post.scheduledAt}::timestamptz,
             ${post.mediaUrls}::text[], ${input.mediaAltTexts}::text[], ${input.utm === null ? null : JSON.stringify(input.utm)}::jsonb, ${post.mediaType}::media_type, ${input.postType}::post_type, ${input.hashtags}::text[],
             ${JSON.stringify(mappings)}::jsonb, ${JSON.stringify(input.platformCaptions)}::jsonb, ${JSON.stringify(input.platformOptions)}::jsonb,
             ${post.connectedAccountId}::uuid, ${units}::int,
             -- an idea deleted since the caller checked it leaves the post without one (no foreign-key error)
             (SELECT id FROM ideas WHERE id = ${input.ideaId}::uuid AND workspace_id = ${workspaceId}::uuid), ${input.notes}, ${now}::timestamptz, ${now}::timestamptz
      FROM quota_reserved
      RETURNING id
    ), ${webhookOutboxCtes({ workspaceId, type: "post.created", data }, { prefix: "created", onlyIf: inserted })}
    ${input.status === "scheduled" ? Prisma.sql`, ${webhookOutboxCtes({ workspaceId, type: "post.scheduled", data }, { prefix: "scheduled", onlyIf: inserted })}` : Prisma.empty}
    SELECT ${quotaReservationResult}${onlyIf ? Prisma.sql`, ${onlyIf} AS accounts_hold` : Prisma.empty}`);
  if (row?.accounts_hold === false) return null;
  const quota = await quotaReservationOutcome(row, { workspaceId, units, month, readUsage: (query) => read(query) });
  return { id: post.id, quota };
}
