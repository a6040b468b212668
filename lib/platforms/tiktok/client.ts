// Requests to TikTok's open API: JSON bodies, bearer token, and the { data, error: { code, message, log_id } }
// envelope where only error.code "ok" is success.
import { isInteger, parse as parseLossless } from "lossless-json";
import { z } from "zod";
import { bearer, fetchNetwork, parseResponse } from "../http";
import { networkUrl } from "../network-url";
import { throwTiktokError, tiktokErrorCode } from "./errors";
import { TIKTOK_API_ORIGIN } from "./oauth";

/**
 * TikTok's post ids are int64 JSON numbers (publicaly_available_post_id: list<int64>,
 * https://developers.tiktok.com/doc/content-posting-api-reference-get-video-status), beyond what a JS number
 * holds exactly: an integer too large for one is kept as its digits, a string, instead of being rounded.
 */
export async function readTiktokJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  if (text === "") return undefined;
  try {
    return parseLossless(text, null, (value) => (isInteger(value) && !Number.isSafeInteger(Number(value)) ? value : Number(value)));
  } catch {
    return undefined;
  }
}

export async function tiktokPost<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
  { accessToken, what, signal }: { accessToken: string | null; what: string; signal: AbortSignal },
): Promise<z.output<S>> {
  const response = await fetchNetwork(networkUrl("tiktok", TIKTOK_API_ORIGIN, path), {
    method: "POST",
    headers: { authorization: bearer(accessToken), "content-type": "application/json; charset=UTF-8" },
    body: JSON.stringify(body),
    signal,
  });
  const json = await readTiktokJson(response);
  if (!response.ok || tiktokErrorCode(json).code !== "ok") throwTiktokError(response, json, what);
  const envelope = parseResponse(z.object({ data: z.unknown() }), json, path);
  return parseResponse(schema, envelope.data, path);
}

export const creatorInfo = z.object({
  creator_username: z.string().optional(),
  creator_nickname: z.string().optional(),
  privacy_level_options: z.array(z.string()),
  comment_disabled: z.boolean().optional(),
  duet_disabled: z.boolean().optional(),
  stitch_disabled: z.boolean().optional(),
  max_video_post_duration_sec: z.number().optional(),
});

export const publishStatus = z.object({
  status: z.enum(["PROCESSING_UPLOAD", "PROCESSING_DOWNLOAD", "SEND_TO_USER_INBOX", "PUBLISH_COMPLETE", "FAILED"]),
  fail_reason: z.string().optional(),
  // TikTok's own spelling.
  publicaly_available_post_id: z.array(z.union([z.string(), z.number()])).optional(),
  uploaded_bytes: z.number().optional(),
  downloaded_bytes: z.number().optional(),
});
export type PublishStatus = z.infer<typeof publishStatus>;

/** POST /v2/post/publish/status/fetch/: where a publish_id stands (read-only). */
export function fetchPublishStatus(publishId: string, accessToken: string | null, signal: AbortSignal): Promise<PublishStatus> {
  return tiktokPost("/v2/post/publish/status/fetch/", { publish_id: publishId }, publishStatus, { accessToken, what: "checking the post status", signal });
}
