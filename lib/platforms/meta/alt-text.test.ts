// Alt text reaches the Meta networks, each in its own field, checked by the fake Graph server as Graph does:
// Facebook alt_text_custom on each unpublished photo, Instagram alt_text on image containers (feed image and
// every carousel image, never a reel or story), Threads alt_text on image and video containers (≤ 1,000).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { type MetaGraphServer, startMetaGraphServer } from "@/test/fakes/meta-graph-server";
import { makeAccount, makeInput, Row } from "@/test/fakes/meta-graph/phases";
import { facebookAdapter } from "../facebook/adapter";
import { instagramAdapter } from "../instagram/adapter";
import { createThreadsAdapter } from "../threads/adapter";
import type { ResolvedMedia } from "../types";

let server: MetaGraphServer;
const saved = { ...process.env };

beforeAll(async () => {
  server = await startMetaGraphServer();
  allowMediaHost(server.url);
  process.env.FACEBOOK_API_BASE_URL = `${server.url}/v23.0`;
  process.env.INSTAGRAM_API_BASE_URL = server.url;
  process.env.THREADS_API_BASE_URL = server.url;
  process.env.FACEBOOK_CLIENT_ID = server.options.app.clientId;
  process.env.FACEBOOK_CLIENT_SECRET = server.options.app.clientSecret;
  process.env.THREADS_CLIENT_ID = server.options.app.clientId;
  process.env.THREADS_CLIENT_SECRET = server.options.app.clientSecret;
});
afterAll(async () => {
  process.env = saved;
  await server.close();
});

const image = (name: string, altText?: string): ResolvedMedia => ({ url: server.mediaUrl(name), kind: "image", ...(altText ? { altText } : {}) });
const containerParams = (path: RegExp, since: number) =>
  server.requests
    .slice(since)
    .filter((q) => q.method === "POST" && path.test(q.path))
    .map((q) => q.params);

describe("alt text on the Meta networks", () => {
  it("Facebook: alt_text_custom on each photo", async () => {
    const { userId } = server.addFacebookUser();
    const { pageId, pageToken } = server.addPage(userId, { name: "Alt Bakery" });
    const row = new Row(
      facebookAdapter,
      makeInput("facebook", { text: "Two loaves", media: [image("fa.jpg", "A sourdough loaf, cut open"), image("fb.jpg")] }),
      makeAccount("facebook", pageId, pageToken),
    );
    await row.run();
    const photos = (row.state.photoIds as string[]).map((id) => server.store.photos.get(id)!);
    expect(photos.map((p) => p.altText)).toEqual(["A sourdough loaf, cut open", undefined]);
  });

  it("Instagram: alt_text on every carousel image", async () => {
    const { userId, userToken } = server.addFacebookUser();
    const { igUserId } = server.addPage(userId, { instagramUsername: `alt${Math.floor(Math.random() * 1e6)}` });
    const since = server.requests.length;
    const row = new Row(
      instagramAdapter,
      makeInput("instagram", { text: "Carousel", media: [image("ia.jpg", "Front of the shop"), image("ib.jpg", "The counter")] }),
      makeAccount("instagram", igUserId!, userToken),
    );
    await row.run();
    const items = containerParams(/\/media$/, since).filter((p) => p.is_carousel_item === "true");
    expect(items.map((p) => p.alt_text)).toEqual(["Front of the shop", "The counter"]);
  });

  it("Threads: alt_text on the image container; the stand-in refuses it past 1,000 characters", async () => {
    const adapter = createThreadsAdapter({ replyPollMs: 5, replyMaxWaitMs: 2_000 });
    const { userId, token } = server.addThreadsUser({ username: `alt${Math.floor(Math.random() * 1e6)}` });
    const since = server.requests.length;
    await new Row(adapter, makeInput("threads", { text: "Look", media: [image("ta.jpg", "Steam over a bowl")] }), makeAccount("threads", userId, token)).run();
    expect(containerParams(/\/threads$/, since)[0]).toMatchObject({ media_type: "IMAGE", alt_text: "Steam over a bowl" });

    const tooLong = new Row(adapter, makeInput("threads", { text: "Look", media: [image("tb.jpg", "a".repeat(1001))] }), makeAccount("threads", userId, token));
    await expect(tooLong.run()).rejects.toThrow(/alt_text must be at most 1000 characters/);
  });
});
