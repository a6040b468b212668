// Alt text reaches X: POST /2/media/metadata for each image that has one, checked by the stand-in as X does
// (images and GIFs only, at most 1,000 characters).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { FakeMediaHost } from "@/test/fakes/oauth-media-host";
import { phaseContext, publishAll, publishInput } from "@/test/fakes/oauth-phase-runner";
import { FakeTwitterServer, TWITTER_CLIENT } from "@/test/fakes/twitter-server";
import type { AccountContext } from "../types";
import { validateForPlatform } from "../rules";
import { twitterAdapter } from "./adapter";

const x = new FakeTwitterServer();
const media = new FakeMediaHost();

beforeAll(async () => {
  await Promise.all([x.start(), media.start()]);
  allowMediaHost(media.url);
  process.env.TWITTER_API_BASE_URL = x.url;
  process.env.TWITTER_CLIENT_ID = TWITTER_CLIENT.clientId;
  process.env.TWITTER_CLIENT_SECRET = TWITTER_CLIENT.clientSecret;
});
afterAll(async () => {
  await Promise.all([x.stop(), media.stop()]);
  delete process.env.TWITTER_API_BASE_URL;
});

function account(): AccountContext {
  const tokens = x.tokensFor();
  return {
    id: crypto.randomUUID(),
    platform: "twitter",
    platformAccountId: "2244994945",
    platformUsername: "postlane_dev",
    settings: {},
    credentials: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: null },
  };
}

describe("X: alt text", () => {
  it("sets each image's alt text before the post names it", async () => {
    const urls = [media.add("alt-a.png", "image/png", 1500), media.add("alt-b.png", "image/png", 1500)];
    const input = publishInput({
      platform: "twitter",
      text: `Alt text ${crypto.randomUUID()}`,
      media: [
        { url: urls[0], kind: "image", altText: "A red bicycle against a wall" },
        { url: urls[1], kind: "image" },
      ],
      mediaType: "image",
    });
    const { items } = await publishAll(twitterAdapter, phaseContext(input, account()));
    const tweet = x.tweets.find((t) => t.id === items[0].remotePostId)!;
    expect(tweet.mediaKeys.map((key) => x.altTextOf(key))).toEqual(["A red bicycle against a wall", undefined]);
  });

  it("refuses alt text over 1,000 characters before anything is sent", () => {
    const input = publishInput({ platform: "twitter", text: "x", media: [{ url: "https://cdn.example/a.png", kind: "image", altText: "a".repeat(1001) }] });
    expect(validateForPlatform(input)).toEqual([{ field: "mediaAltTexts[0]", message: "alt text of image 1 is too long: 1001 characters, at most 1000" }]);
  });
});
