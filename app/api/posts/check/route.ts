// POST /api/posts/check?workspace=<id> { platforms, draft } — the composer's live counters and validation panel:
// the draft as each chosen network will get it, its length in that network's counting and every problem
// (lib/services/posts/check-post-content.ts), for a member of the workspace. It only reads. A POST because the
// draft does not fit a query string (captions run to 100,000 characters, plus per-network captions and
// options); a route handler rather than a server action because the composer asks on every typing pause and
// Next runs server actions one at a time, so each check would queue behind the last (and behind a save),
// while route handlers run concurrently and the composer cancels a check it no longer needs.
import { parseBody } from "@/lib/api/parse-body";
import { json } from "@/lib/api/respond";
import { withSession } from "@/lib/api/with-session";
import { parseInput } from "@/lib/errors";
import { checkPostRequest } from "@/lib/schemas/composer";
import { checkPostContent } from "@/lib/services/posts/check-post-content";
import { requireReader } from "@/lib/services/workspaces/authorize-actor";
import { getUtmSetting } from "@/lib/services/workspaces/set-utm-setting";
import { effectiveUtm } from "@/lib/links/utm-tags";
import { utmCampaignProblem } from "@/lib/services/posts/utm-campaign-problem";

export const dynamic = "force-dynamic";

export const POST = withSession({ signInTo: "check a post", json: true }, async ({ req, actor, workspaceId }) => {
  await requireReader(workspaceId, actor);
  const { platforms, draft } = parseInput(checkPostRequest, await parseBody(req));
  const workspaceUtm = await getUtmSetting(workspaceId);
  const checks = checkPostContent(
    {
      title: draft.title ?? null,
      caption: draft.caption ?? null,
      hashtags: draft.hashtags ?? [],
      mediaUrls: draft.mediaUrls,
      mediaAltTexts: draft.mediaAltTexts,
      // The preview shows the links as each network will get them, tagged.
      utmCampaign: effectiveUtm(workspaceUtm, draft.utm)?.campaign ?? null,
      mediaType: draft.mediaType ?? null,
      postType: draft.postType ?? "post",
      platformCaptions: draft.platformCaptions ?? {},
      platformOptions: draft.platformOptions ?? {},
    },
    platforms,
  );
  // What concerns the whole post rather than one network (campaign tags without a campaign name).
  const untagged = utmCampaignProblem(workspaceUtm, draft.utm);
  return json({ checks, problems: untagged ? [untagged] : [] });
});
