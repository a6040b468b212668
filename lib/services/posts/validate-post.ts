// The dry run of POST /posts (POST /posts/validate, the MCP validate_post tool): every problem that would
// stop the post, for every mapped network — its timing, each mapping's account (unknown, of another
// platform, disconnected, waiting to be reconnected), and the content as each network will receive it,
// checked by the same rules the publisher applies (check-post-content.ts). Nothing is stored and no quota
// is taken. A body that does not fit CreatePostRequest is still a 400, exactly as for POST /posts: those are
// mistakes in the request, not in the post.
import { parseInput } from "../../errors";
import { PLATFORM_LABELS, type PlatformId } from "../../platforms/ids";
import { withoutFacts } from "../../platforms/check-rules";
import { sayProblem } from "../../platforms/problem-words";
import { createPostRequest, type CreatePostRequest, type ValidatePostResult } from "../../schemas/posts";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { effectiveUtm } from "../../links/utm-tags";
import { getUtmSetting } from "../workspaces/set-utm-setting";
import { utmCampaignProblem } from "./utm-campaign-problem";
import { checkPostContent } from "./check-post-content";
import { firstCommentAccountProblems } from "./first-comment-account-problems";
import { requestedMappings } from "./post-channels";
import { PAST_TIME, SAY_PAST_TIME, scheduleProblem } from "./schedule-rules";
import { inspectAccountMappings } from "./resolve-account-mappings";

type ValidationProblem = ValidatePostResult["problems"][number];

/** A dry-run problem in both voices: the API's `field` and `message`, and `say` for the web app and imports. */
export type DryRunProblem = ValidationProblem & { say: string };

export async function validatePost({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: unknown }): Promise<ValidatePostResult> {
  const data = parseInput(createPostRequest, input);
  await requireReader(workspaceId, actor);
  const { problems, warnings } = await dryRunPost(workspaceId, data);
  // The API's voice only: `say` is the web app's.
  const inApiWords = ({ platform, accountId, field, message, kind }: DryRunProblem) => ({ platform, accountId, field, message, kind });
  return { valid: problems.length === 0, problems: problems.map(inApiWords), warnings: warnings.map(inApiWords) };
}

/**
 * Every problem of a parsed post body, and the warnings that do not block it (an image without alt text); the
 * caller has checked the actor may read the workspace.
 */
export async function dryRunPost(workspaceId: string, data: CreatePostRequest): Promise<{ problems: DryRunProblem[]; warnings: DryRunProblem[] }> {
  const problems: DryRunProblem[] = [];
  const warnings: DryRunProblem[] = [];

  const timing = scheduleProblem(data);
  if (timing) {
    const [field, ...message] = timing.split(": ");
    const say = timing === PAST_TIME ? SAY_PAST_TIME : "Pick a time to schedule it";
    problems.push({ platform: null, accountId: null, field, message: message.join(": "), kind: "schedule", say });
  }

  const [mappings, workspaceUtm] = await Promise.all([inspectAccountMappings(workspaceId, requestedMappings(data)), getUtmSetting(workspaceId)]);
  const platforms = [...new Set(mappings.map((m) => m.platform as PlatformId))];
  const untagged = utmCampaignProblem(workspaceUtm, data.utm);
  if (untagged) problems.push({ platform: null, accountId: null, ...untagged });
  const checks = new Map(
    checkPostContent(
      {
        title: data.title ?? null,
        caption: data.caption ?? null,
        hashtags: data.hashtags ?? [],
        mediaUrls: data.mediaUrls ?? [],
        mediaType: data.mediaType ?? null,
        mediaAltTexts: data.mediaAltTexts ?? [],
        utmCampaign: effectiveUtm(workspaceUtm, data.utm)?.campaign ?? null,
        postType: data.postType ?? "post",
        platformCaptions: data.platformCaptions ?? {},
        platformOptions: data.platformOptions ?? {},
      },
      platforms,
    ).map((check) => [check.platform, check]),
  );

  for (const mapping of mappings) {
    const platform = mapping.platform as PlatformId;
    const at = { platform, accountId: mapping.accountId };
    const network = PLATFORM_LABELS[platform] ?? platform;
    if (mapping.problem) {
      const say = mapping.username ? `Check the ${network} account ${mapping.username}: ${mapping.problem}` : `Choose a ${network} account: ${mapping.problem}`;
      problems.push({ ...at, field: mapping.field, message: mapping.problem, kind: "account", say });
    }
    if (mapping.requiresReauth) {
      problems.push({
        ...at,
        field: mapping.field,
        message: `the ${platform} account ${mapping.username} must be reconnected before it can publish`,
        kind: "account",
        say: `Reconnect the ${network} account ${mapping.username} on the Accounts page`,
      });
    }
    // The text a network receives is its own caption when one is set: name that field, not the shared one.
    const captionField = data.platformCaptions?.[platform] !== undefined ? `platformCaptions.${platform}` : "caption";
    for (const problem of checks.get(platform)!.problems) {
      problems.push({
        ...at,
        field: problem.field === "caption" ? captionField : problem.field,
        message: problem.message,
        kind: problem.kind,
        say: problem.say,
      });
    }
    for (const warning of checks.get(platform)!.warnings)
      warnings.push({ ...at, field: warning.field, message: warning.message, kind: warning.kind, say: warning.say });
  }
  for (const problem of await firstCommentAccountProblems(workspaceId, mappings, data.platformOptions ?? {})) {
    problems.push({ platform: problem.platform, accountId: problem.accountId, ...withoutFacts(problem), say: sayProblem(problem.platform, problem) });
  }
  return { problems, warnings };
}
