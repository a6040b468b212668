// A Page video's file goes to Meta through the Resumable Upload API and comes back as a file handle; the one
// public step (POST /{page}/videos with fbuploader_video_file_chunk=<handle>) is the adapter's publish.
// Documented flow, Graph v20+ (https://developers.facebook.com/docs/video-api/guides/publishing and
// https://developers.facebook.com/docs/graph-api/guides/upload):
//   1. POST /{app-id}/uploads?file_name&file_length&file_type with a User access token → { id: "upload:<session>" }
//   2. POST /upload:<session> with headers `Authorization: OAuth <user token>` and `file_offset: 0`, the bytes as
//      the body → { h: "<file handle>" }
// Both create nothing public, so a crash in between only leaves an unused session: prepare starts a new one.
import { z } from "zod";
import { networkSetting } from "../../env";
import { downloadMedia, mediaFilename, mediaTypesFor } from "../media-download";
import { PlatformAuthExpiredError } from "../errors";
import { GraphClient } from "../meta/graph-client";
import type { PhaseContext } from "../types";

// Memory bound for the download (the bytes are held once); larger files need chunking, which we do not do.
const MAX_VIDEO_BYTES = 1024 * 1024 * 1024;

const uploadSession = z.object({ id: z.string().startsWith("upload:") });
const fileHandle = z.object({ h: z.string().min(1) });

/** Uploads the post's video and returns its file handle. */
export async function uploadPageVideo(ctx: PhaseContext): Promise<string> {
  // The upload session belongs to the app and is started with a User token
  // (https://developers.facebook.com/docs/graph-api/guides/upload: "A Meta app ID", "A User access token").
  const appId = networkSetting("facebook", "CLIENT_ID");
  if (!appId)
    throw new PlatformAuthExpiredError(
      "the Facebook app is not configured on this server (FACEBOOK_CLIENT_ID), so the video cannot be uploaded; configure it and reconnect the page",
    );
  const userToken = ctx.account.credentials.refreshToken;
  if (!userToken) throw new PlatformAuthExpiredError("no Facebook user token is stored for this page, and uploading a video needs one; reconnect the page");

  const media = ctx.input.media[0];
  const file = await downloadMedia(media.url, { maxBytes: MAX_VIDEO_BYTES, field: "mediaUrls[0]", accept: mediaTypesFor("video"), signal: ctx.signal });
  const client = new GraphClient({ product: "facebook", accessToken: userToken, signal: ctx.signal });
  const session = await client.post(
    `${appId}/uploads`,
    { file_name: mediaFilename(media.url, file.contentType, 0), file_length: file.bytes.length, file_type: file.contentType },
    uploadSession,
  );
  const uploaded = await client.postBytes(session.id, { file_offset: "0" }, file.bytes, fileHandle);
  return uploaded.h;
}
