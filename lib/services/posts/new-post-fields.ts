// What a new post stores, checked: its timing, its channels (resolved to the workspace's accounts), what the
// networks require of its content, and its idea. Shared by createPost and the services that create a post and
// take a second step with it in the same transaction (create-and-submit-post.ts). Authorization is the caller's.
import type { CreatePostRequest } from "../../schemas/posts";
import { actorUserId } from "../actor";
import { notesOrNull } from "../notes-or-null";
import type { ContentActor } from "../workspaces/authorize-actor";
import { BadRequestError } from "../../errors";
import { requestedMappings } from "./post-channels";
import { postModeFor } from "./post-mode";
import type { AccountMapping } from "./queue-post-for-publishing";
import { requireAltTextsFit } from "./require-alt-texts-fit";
import { requireIdeaInWorkspace } from "./require-idea-in-workspace";
import { requirePinterestBoard } from "./require-pinterest-board";
import { mappingsNamingTheirAccounts, resolveAccountMappings } from "./resolve-account-mappings";
import { scheduleProblem } from "./schedule-rules";
import { requireUtmCampaign } from "./utm-campaign-problem";

/**
 * `leaveAccountsToInsert`: when each mapping names its account (and there is no idea, whose notes the fields
 * need), the accounts are not read here: `mappings` are as requested and `accountsChecked` is false, for
 * insertUnpublishedPostIfAccountsHold to check them in the statement that stores the post.
 */
export async function newPostFields(workspaceId: string, actor: ContentActor, data: CreatePostRequest, { leaveAccountsToInsert = false } = {}) {
  const timing = scheduleProblem(data);
  if (timing) throw new BadRequestError(timing);
  const requested = requestedMappings(data);
  const platforms = requested.map((m) => m.platform);
  requirePinterestBoard(platforms, data.platformOptions);
  requireAltTextsFit(platforms, data.mediaUrls ?? [], data.mediaAltTexts ?? []);
  await requireUtmCampaign(workspaceId, data.utm);
  const unchecked = leaveAccountsToInsert && !data.ideaId ? mappingsNamingTheirAccounts(requested) : null;
  const mappings: AccountMapping[] = unchecked ?? (await resolveAccountMappings(workspaceId, requested));
  const idea = data.ideaId ? await requireIdeaInWorkspace(workspaceId, data.ideaId) : null;
  const fields = {
    workspaceId,
    mode: postModeFor(actor),
    createdByUserId: actorUserId(actor),
    createdByApiKeyId: actor.kind === "api_key" ? actor.apiKeyId : null,
    title: data.title ?? null,
    caption: data.caption ?? null,
    scheduledAt: data.scheduledAt ? new Date(data.scheduledAt) : null,
    mediaUrls: data.mediaUrls ?? [],
    mediaType: data.mediaType ?? null,
    mediaAltTexts: data.mediaAltTexts ?? [],
    utm: data.utm ?? null,
    postType: data.postType ?? "post",
    hashtags: data.hashtags ?? [],
    platformCaptions: (data.platformCaptions ?? {}) as object,
    platformOptions: (data.platformOptions ?? {}) as object,
    ideaId: data.ideaId?.toLowerCase() ?? null,
    // Sent notes win (even "", which clears them); otherwise a post from an idea starts with the idea's notes.
    notes: notesOrNull(data.notes !== undefined ? data.notes : idea?.notes),
  };
  return unchecked ? { fields, mappings: unchecked, accountsChecked: false as const } : { fields, mappings, accountsChecked: true as const };
}
