// Where a Page video the fake Graph server is still processing can be found: among the page's videos with its
// status, never in the page feed (stricter than Meta, see ./facebook-routes.ts), so a lookup after a lost
// answer that reads the feed finds nothing and fails its test.
import { afterAll, beforeAll, expect, it } from "vitest";
import { type MetaGraphServer, startMetaGraphServer } from "../meta-graph-server";
import { graphCall } from "./graph-call";

let server: MetaGraphServer;

beforeAll(async () => {
  server = await startMetaGraphServer({ videoProcessingPolls: 3 });
});
afterAll(() => server.close());

/** The Resumable Upload API's two steps with the user token, then POST /{page}/videos with the handle. */
async function publishPageVideo(pageId: string, pageToken: string, userToken: string, description: string): Promise<string> {
  const bytes = Buffer.alloc(1024, 7);
  const session = await graphCall(server, "POST", `/${server.options.app.clientId}/uploads`, {
    file_name: "clip.mp4",
    file_length: String(bytes.length),
    file_type: "video/mp4",
    access_token: userToken,
  });
  const upload = await fetch(`${server.url}/v23.0/${String(session.body.id)}`, {
    method: "POST",
    headers: { authorization: `OAuth ${userToken}`, file_offset: "0", "content-type": "application/octet-stream" },
    body: new Uint8Array(bytes),
  });
  const { h } = (await upload.json()) as { h: string };
  const video = await graphCall(server, "POST", `/${pageId}/videos`, { fbuploader_video_file_chunk: h, description, access_token: pageToken });
  expect(video.status, JSON.stringify(video.body)).toBe(200);
  return String(video.body.id);
}

it("a video still processing is listed among the page's videos with its status, and not in the page feed", async () => {
  const { userId, userToken } = server.addFacebookUser();
  const { pageId, pageToken } = server.addPage(userId);
  const videoId = await publishPageVideo(pageId, pageToken, userToken, "Kneading at dawn");

  const videos = await graphCall(server, "GET", `/${pageId}/videos`, { fields: "id,description,status", access_token: pageToken });
  expect(videos.body.data).toEqual([
    {
      id: videoId,
      description: "Kneading at dawn",
      status: expect.objectContaining({ video_status: "processing", processing_phase: { status: "in_progress" } }),
    },
  ]);
  const feed = await graphCall(server, "GET", `/${pageId}/feed`, { fields: "id,message", access_token: pageToken });
  expect(feed.body.data).toEqual([]);

  // Reading the video moves processing on (three reads here); once ready it is still listed, as "ready".
  for (let read = 0; read < 3; read++) await graphCall(server, "GET", `/${videoId}`, { fields: "status", access_token: pageToken });
  const later = await graphCall(server, "GET", `/${pageId}/videos`, { fields: "id,status", access_token: pageToken });
  expect(later.body.data).toEqual([{ id: videoId, status: expect.objectContaining({ video_status: "ready" }) }]);
});
