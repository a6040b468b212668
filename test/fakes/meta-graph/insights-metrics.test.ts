// The fake Graph server answers only the insights metrics of the API version in use (./insights-metrics.ts):
// Instagram's retired impressions/plays family fails on v22.0+ with Graph's metric[i] refusal, video_views on
// every version, Threads takes its six metrics only, and a metric a test retires is refused like Meta would.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type MetaGraphServer, startMetaGraphServer } from "../meta-graph-server";
import { graphCall } from "./graph-call";

let server: MetaGraphServer;
let token = "";
let threadsToken = "";
const media = { feed: "", reel: "", story: "", threads: "" };

async function publishIg(igUserId: string, params: Record<string, string>): Promise<string> {
  const container = await graphCall(server, "POST", `/${igUserId}/media`, { ...params, access_token: token });
  const published = await graphCall(server, "POST", `/${igUserId}/media_publish`, { creation_id: String(container.body.id), access_token: token });
  return String(published.body.id);
}

beforeAll(async () => {
  server = await startMetaGraphServer({ videoProcessingPolls: 0 });
  const { userId, userToken } = server.addFacebookUser();
  const { igUserId } = server.addPage(userId, { instagramUsername: "metrics.check" });
  token = userToken;
  media.feed = await publishIg(igUserId!, { image_url: server.mediaUrl("a.jpg") });
  media.reel = await publishIg(igUserId!, { media_type: "REELS", video_url: server.mediaUrl("b.mp4") });
  media.story = await publishIg(igUserId!, { media_type: "STORIES", image_url: server.mediaUrl("c.jpg") });
  const threads = server.addThreadsUser();
  threadsToken = threads.token;
  const container = await graphCall(server, "POST", `/${threads.userId}/threads`, { media_type: "TEXT", text: "hi", access_token: threadsToken }, "/v1.0");
  const published = await graphCall(
    server,
    "POST",
    `/${threads.userId}/threads_publish`,
    { creation_id: String(container.body.id), access_token: threadsToken },
    "/v1.0",
  );
  media.threads = String(published.body.id);
});
afterAll(() => server.close());
afterEach(() => server.faults.clear());

const igInsights = (id: string, metric: string, version = "/v23.0") => graphCall(server, "GET", `/${id}/insights`, { metric, access_token: token }, version);

describe("Instagram media insights per API version and media type", () => {
  it("answers the current metrics of each media type", async () => {
    expect((await igInsights(media.feed, "views,reach,saved,likes,comments,shares,total_interactions")).status).toBe(200);
    expect((await igInsights(media.reel, "views,reach,saved,likes,comments,shares,ig_reels_avg_watch_time")).status).toBe(200);
    expect((await igInsights(media.story, "views,reach,replies,shares,navigation")).status).toBe(200);
  });

  it("refuses impressions on v23.0 with Graph's metric[i] error, and still answers it on v21.0", async () => {
    const refused = await igInsights(media.feed, "views,impressions");
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 100,
      message: expect.stringMatching(/^\(#100\) metric\[1\] must be one of the following values: comments, /),
    });
    expect(refused.body.error!.message).not.toContain("impressions");
    expect((await igInsights(media.feed, "views,impressions", "/v21.0")).status).toBe(200);
  });

  it("refuses plays on a reel from v22.0, and video_views on every version", async () => {
    expect((await igInsights(media.reel, "plays")).body.error).toMatchObject({ code: 100 });
    expect((await igInsights(media.reel, "plays", "/v21.0")).status).toBe(200);
    expect((await igInsights(media.reel, "video_views", "/v21.0")).body.error).toMatchObject({ code: 100 });
  });

  it("refuses a metric of another media type: replies is a story metric", async () => {
    expect((await igInsights(media.feed, "replies")).body.error).toMatchObject({ code: 100, message: expect.stringContaining("metric[0]") });
    expect((await igInsights(media.story, "saved")).body.error).toMatchObject({ code: 100 });
  });

  it("refuses a metric Meta has retired since (faults.retireMetric), failing the whole request", async () => {
    server.faults.retireMetric("saved");
    const refused = await igInsights(media.feed, "views,saved");
    expect(refused.body.error).toMatchObject({ code: 100, message: expect.stringContaining("metric[1] must be one of") });
    expect((await igInsights(media.feed, "views")).status).toBe(200);
  });
});

describe("Threads media insights", () => {
  const threadsInsights = (metric: string) => graphCall(server, "GET", `/${media.threads}/insights`, { metric, access_token: threadsToken }, "/v1.0");

  it("answers views, likes, replies, reposts, quotes and shares", async () => {
    const answer = await threadsInsights("views,likes,replies,reposts,quotes,shares");
    expect((answer.body.data as { name: string }[]).map((d) => d.name)).toEqual(["views", "likes", "replies", "reposts", "quotes", "shares"]);
  });

  it("refuses any other metric with Graph's metric[i] error", async () => {
    const refused = await threadsInsights("likes,impressions");
    expect(refused.body.error).toMatchObject({
      code: 100,
      message: "(#100) metric[1] must be one of the following values: views, likes, replies, reposts, quotes, shares",
    });
  });
});
