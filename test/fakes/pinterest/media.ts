// The fake Pinterest's video uploads: registering a video, the multipart upload to the storage URL it hands
// out, and the processing status. Fidelity facts it enforces (OpenAPI = v5/openapi.json of
// https://github.com/pinterest/api-description, release 5.23.0):
//
//  - POST /v5/media {media_type: "video"} answers media_id, upload_url and upload_parameters; the upload is a
//    multipart POST to upload_url carrying every upload parameter and the file last (MediaUpload,
//    MediaUploadParameters; media_create description). GET /v5/media/{id} reports registered → processing →
//    succeeded | failed (MediaUploadStatus).
import crypto from "node:crypto";
import type { FakeRequest, FakeResponse } from "../oauth-server";
import { type Grant, pinError, type PinterestStore } from "./store";

export function registerMedia(store: PinterestStore, req: FakeRequest, grant: Grant): FakeResponse {
  if ((req.json as { media_type?: unknown } | undefined)?.media_type !== "video") return pinError(400, 1, "media_type must be video");
  const id = store.nextId("5212123");
  const parameters = {
    "x-amz-date": "20261124T101500Z",
    "x-amz-signature": crypto.randomBytes(32).toString("hex"),
    "x-amz-security-token": crypto.randomBytes(24).toString("base64"),
    "x-amz-algorithm": "AWS4-HMAC-SHA256",
    key: `uploads/11/aa/22/3:video:${grant.userId}:${id}`,
    policy: crypto.randomBytes(24).toString("base64"),
    "x-amz-credential": "ASIA6QZJ64OPIKV7FRVX/20261124/us-east-1/s3/aws4_request",
    "Content-Type": "multipart/form-data",
  };
  store.media.set(id, { id, ownerId: grant.userId, status: "registered", parameters, bytes: 0, processingPollsLeft: store.processingPolls });
  return { status: 201, body: { media_id: id, media_type: "video", upload_url: `${store.url}/upload/`, upload_parameters: parameters } };
}

export function upload(store: PinterestStore, req: FakeRequest): FakeResponse {
  const form = req.form;
  if (!form) return { status: 400, body: "<Error><Code>InvalidArgument</Code><Message>POST requires multipart/form-data</Message></Error>" };
  const key = String(form.get("key") ?? "");
  const media = [...store.media.values()].find((m) => m.parameters.key === key);
  if (!media || media.status !== "registered")
    return { status: 403, body: "<Error><Code>AccessDenied</Code><Message>Invalid according to Policy</Message></Error>" };
  for (const [name, value] of Object.entries(media.parameters)) {
    if (form.get(name) !== value) return { status: 403, body: `<Error><Code>AccessDenied</Code><Message>missing or wrong field ${name}</Message></Error>` };
  }
  const names = [...form.keys()];
  const file = form.get("file");
  if (!(file instanceof Blob) || names[names.length - 1] !== "file")
    return { status: 400, body: "<Error><Code>InvalidArgument</Code><Message>file must be the last field</Message></Error>" };
  media.bytes = file.size;
  media.status = "processing";
  return { status: 204 };
}

export function mediaStatus(store: PinterestStore, grant: Grant, id: string): FakeResponse {
  const media = store.media.get(id);
  if (!media || media.ownerId !== grant.userId) return pinError(404, 4, "Media not found.");
  if (media.status === "processing") {
    if (media.processingPollsLeft > 0) media.processingPollsLeft--;
    else if (store.failNextVideo) {
      store.failNextVideo = false;
      media.status = "failed";
    } else media.status = "succeeded";
  }
  return { status: 200, body: { media_id: media.id, media_type: "video", status: media.status } };
}
