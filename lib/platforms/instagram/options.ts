// platformOptions.instagram as the adapter reads it. validate() has already reported wrong types, so anything
// that does not parse here is simply left out of the request.
import { z } from "zod";

const userTag = z.object({ username: z.string().min(1), x: z.number().min(0).max(1).optional(), y: z.number().min(0).max(1).optional() });

export const instagramOptions = z.object({
  shareToFeed: z.boolean().optional().catch(undefined),
  coverUrl: z.url().optional().catch(undefined),
  thumbOffsetMs: z.number().nonnegative().optional().catch(undefined),
  audioName: z.string().optional().catch(undefined),
  collaborators: z.array(z.string()).optional().catch(undefined),
  locationId: z.string().optional().catch(undefined),
  userTags: z.array(userTag).optional().catch(undefined),
  altText: z.string().optional().catch(undefined),
  isAiGenerated: z.boolean().optional().catch(undefined),
  isTrialReel: z.boolean().optional().catch(undefined),
  trialGraduationStrategy: z.enum(["MANUAL", "SS_PERFORMANCE"]).optional().catch(undefined),
});
export type InstagramOptions = z.infer<typeof instagramOptions>;

export function readInstagramOptions(options: Record<string, unknown>): InstagramOptions {
  return instagramOptions.parse(options);
}

/** Images take positioned tags (x, y in 0..1, default centre); videos and reels take usernames only. */
export function userTagsParam(tags: InstagramOptions["userTags"], kind: "image" | "video"): object[] | undefined {
  if (!tags || tags.length === 0) return undefined;
  return tags.map((tag) => (kind === "image" ? { username: tag.username, x: tag.x ?? 0.5, y: tag.y ?? 0.5 } : { username: tag.username }));
}
