// The first comment on one's own LinkedIn post: POST /rest/socialActions/{post}/comments as the member, with
// actor, object, message.text and, for an image, content [{ entity: { image } }]
// (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/comments-api, "Create a
// Comment"). The image is one the member owns, uploaded through the Images API exactly as a post's image
// (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/images-api: initializeUpload
// with the member as owner, then a PUT of the bytes) right before the comment, and waited for until AVAILABLE.
// A comment's image entity has no alt text field (unlike a post's content.media.altText), so none is sent.
// An upload creates nothing public: repeated after a crash it only leaves an unused image.
// Reading comments back needs r_member_social (approved partners only): without it an armed comment cannot be
// checked, so it is never re-sent blindly.
import { z } from "zod";
import { downloadMedia, mediaTypesFor } from "../media-download";
import { PlatformPermanentError, PlatformRetryableError, toPlatformError } from "../errors";
import type { CommentContext, FirstCommentSupport, ResolvedMedia } from "../types";
import { authorUrn, SOCIAL_ACTIONS_SCOPE } from "./author";
import { linkedinJson } from "./client";
import { toLittleText } from "./little-text";
import { LINKEDIN_MAX_IMAGE_BYTES, uploadImage, waitForImage } from "./media-upload";

const IMAGE_FIELD = "platformOptions.linkedin.firstCommentMedia[0]";
const CANNOT_READ = "LinkedIn does not let this app read comments (r_member_social), so whether the comment went out cannot be checked: look at the post first";

const commentList = z.object({ elements: z.array(z.object({ $URN: z.string(), actor: z.string(), message: z.object({ text: z.string() }) })) });

/**
 * Runs a step that comes before the comment call (download, upload, processing): whatever fails there, no
 * comment exists, and the error says so (notApplied), so a retry posts without the lookup a member app cannot make.
 */
async function beforeTheComment<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const failure = toPlatformError(error);
    if (failure.notApplied || failure.kind !== "retryable") throw failure;
    throw new PlatformRetryableError(failure.message, { notApplied: true, status: failure.status, cause: error });
  }
}

/** The comment's image on LinkedIn: downloaded, uploaded as the member's, and AVAILABLE; its URN. */
async function uploadCommentImage(ctx: CommentContext, image: ResolvedMedia): Promise<string> {
  const token = ctx.account.credentials.accessToken;
  const file = await downloadMedia(image.url, { maxBytes: LINKEDIN_MAX_IMAGE_BYTES, field: IMAGE_FIELD, accept: mediaTypesFor("image"), signal: ctx.signal });
  const urn = await uploadImage(authorUrn(ctx.account), file.bytes, token, ctx.signal);
  await waitForImage(urn, token, ctx.signal, IMAGE_FIELD);
  return urn;
}

export const linkedinFirstComment: FirstCommentSupport = {
  async publish(ctx) {
    const postUrn = ctx.items[0].remotePostId;
    // One image at most (first-comment-media.ts): the Comments API's content carries one image entity.
    const image = ctx.comment.media[0];
    const imageUrn = image ? await beforeTheComment(() => uploadCommentImage(ctx, image)) : null;
    const { response } = await linkedinJson(`/rest/socialActions/${encodeURIComponent(postUrn)}/comments`, {
      accessToken: ctx.account.credentials.accessToken,
      method: "POST",
      body: {
        actor: authorUrn(ctx.account),
        object: postUrn,
        message: { text: toLittleText(ctx.comment.text) },
        ...(imageUrn ? { content: [{ entity: { image: imageUrn } }] } : {}),
      },
      what: "creating the first comment",
      signal: ctx.signal,
    });
    const urn = response.headers.get("x-restli-id");
    if (!urn) throw new PlatformRetryableError("LinkedIn created the comment but did not say its id (no x-restli-id header)");
    return { remotePostId: urn, remotePublishId: imageUrn, remotePermalink: ctx.items[0].remotePermalink ?? null };
  },

  // Read-only: our comment (same actor, same text) among the post's comments; the image does not decide.
  async findExisting(ctx) {
    const scopes = ctx.account.grantedScopes ?? [];
    if (scopes.length > 0 && !scopes.includes(SOCIAL_ACTIONS_SCOPE)) return { status: "unknown", reason: CANNOT_READ };
    let json: unknown;
    try {
      ({ json } = await linkedinJson(`/rest/socialActions/${encodeURIComponent(ctx.items[0].remotePostId)}/comments`, {
        accessToken: ctx.account.credentials.accessToken,
        what: "listing the post's comments",
        signal: ctx.signal,
      }));
    } catch (error) {
      if (error instanceof PlatformPermanentError && error.status === 403) return { status: "unknown", reason: CANNOT_READ };
      return { status: "unknown", reason: `LinkedIn could not be asked whether the comment exists: ${(error as Error).message}` };
    }
    const parsed = commentList.safeParse(json);
    if (!parsed.success) return { status: "unknown", reason: "LinkedIn answered the comment lookup with an unexpected shape" };
    const text = toLittleText(ctx.comment.text);
    const ours = parsed.data.elements.find((c) => c.actor === authorUrn(ctx.account) && c.message.text === text);
    return ours
      ? { status: "found", item: { remotePostId: ours.$URN, remotePublishId: null, remotePermalink: ctx.items[0].remotePermalink ?? null } }
      : { status: "absent" };
  },
};
