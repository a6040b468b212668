// Alt text reaches LinkedIn: content.media.altText for one image, each multiImage image's altText for several,
// checked by the stand-in as the Posts API does (a string of at most 4,086 characters).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeLinkedinServer, LINKEDIN_CLIENT } from "@/test/fakes/linkedin-server";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { FakeMediaHost } from "@/test/fakes/oauth-media-host";
import { phaseContext, publishAll, publishInput } from "@/test/fakes/oauth-phase-runner";
import type { AccountContext, ResolvedMedia } from "../types";
import { validateForPlatform } from "../rules";
import { linkedinAdapter } from "./adapter";

const li = new FakeLinkedinServer();
const media = new FakeMediaHost();

beforeAll(async () => {
  await Promise.all([li.start(), media.start()]);
  allowMediaHost(media.url);
  process.env.LINKEDIN_API_BASE_URL = li.url;
  process.env.LINKEDIN_CLIENT_ID = LINKEDIN_CLIENT.clientId;
  process.env.LINKEDIN_CLIENT_SECRET = LINKEDIN_CLIENT.clientSecret;
});
afterAll(async () => {
  await Promise.all([li.stop(), media.stop()]);
  delete process.env.LINKEDIN_API_BASE_URL;
});

function account(): AccountContext {
  const tokens = li.oauth.issueTokens("user-1", "openid profile w_member_social");
  return {
    grantedScopes: ["openid", "profile", "w_member_social"],
    id: crypto.randomUUID(),
    platform: "linkedin",
    platformAccountId: "abC123xYz",
    platformUsername: "Pat Example",
    settings: { authorUrn: li.personUrn },
    credentials: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: null },
  };
}

const publish = async (items: ResolvedMedia[]) => {
  const input = publishInput({ platform: "linkedin", text: `Alt ${crypto.randomUUID()}`, media: items, mediaType: "image" });
  const { items: published } = await publishAll(linkedinAdapter, phaseContext(input, account()));
  return li.posts.find((p) => p.urn === published[0].remotePostId)!;
};

describe("LinkedIn: alt text", () => {
  it("sends one image's alt text on content.media", async () => {
    const post = await publish([{ url: media.add("alt1.png", "image/png", 900), kind: "image", altText: "Our team at the booth" }]);
    expect(post.content?.media?.altText).toBe("Our team at the booth");
  });

  it("sends each image's alt text on its multiImage entry, none where there is none", async () => {
    const post = await publish([
      { url: media.add("alt2.png", "image/png", 900), kind: "image", altText: "First slide" },
      { url: media.add("alt3.png", "image/png", 900), kind: "image" },
    ]);
    expect(post.content?.multiImage?.images.map((i) => i.altText)).toEqual(["First slide", undefined]);
  });

  it("refuses alt text over 4,086 characters before anything is sent", () => {
    const input = publishInput({ platform: "linkedin", text: "x", media: [{ url: "https://cdn.example/a.png", kind: "image", altText: "a".repeat(4087) }] });
    expect(validateForPlatform(input).map((p) => p.field)).toEqual(["mediaAltTexts[0]"]);
  });
});
