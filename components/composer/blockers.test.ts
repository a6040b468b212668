import { describe, expect, it } from "vitest";
import { checkPostContent } from "@/lib/services/posts/check-post-content";
import { composerBlockers, inSentence } from "./blockers";
import { fieldSelector } from "./field-anchor";
import { initialTikTokDeclarations, tiktokBlocker } from "./tiktok-post-settings";

const post = {
  title: null,
  caption: "Autumn menu",
  hashtags: [],
  // Photos TikTok pulls must come from Postlane's own media host (CDN_URL, by default APP_URL/media).
  mediaUrls: ["http://localhost:3000/media/menu.png"],
  mediaType: "image" as const,
  postType: "post" as const,
  platformCaptions: {},
  platformOptions: {},
};

// What blocks "Schedule" is said in words and leads to a control on the page; a TikTok post that was valid when
// it was scheduled opens without anything to tick again.
describe("composer blockers", () => {
  it("words TikTok's missing privacy for the person and finds its control", () => {
    const blockers = composerBlockers(checkPostContent(post, ["tiktok"]), []);
    const privacy = blockers.find((b) => b.field === "platformOptions.tiktok.privacyLevel")!;
    expect(privacy.say).toBe("Choose who can see this on TikTok");
    expect(`Can't schedule yet: ${inSentence(privacy.say)}`).toBe("Can't schedule yet: choose who can see this on TikTok");
    expect(fieldSelector("tiktok", privacy.field)).toBe("#opt-tiktok-privacyLevel");
  });

  it("finds the control of the caption, the media, a thread part and an option", () => {
    expect(fieldSelector("bluesky", "platformCaptions.bluesky")).toBe("#post-caption");
    expect(fieldSelector("instagram", "mediaUrls[2]")).toBe("#post-media-files");
    expect(fieldSelector("twitter", "platformOptions.twitter.chainItems[1].text")).toBe('[data-thread-index="1"]');
    expect(fieldSelector("youtube", "platformOptions.youtube.madeForKids")).toBe("#opt-youtube-madeForKids");
    expect(fieldSelector("pinterest", "something.else")).toBe('[data-network-options="pinterest"]');
  });

  it("finds a first comment's images, and the alt text of one of them", () => {
    expect(fieldSelector("bluesky", "platformOptions.bluesky.firstCommentMedia")).toBe("#opt-bluesky-firstCommentMedia");
    expect(fieldSelector("bluesky", "platformOptions.bluesky.firstCommentMedia[2].altText")).toBe("#opt-bluesky-firstCommentMedia-2-alt");
  });

  it("keeps a stored TikTok post ready on reopening: nothing declared has to be given again", () => {
    const stored = { privacyLevel: "PUBLIC_TO_EVERYONE", disableComment: true, brandContentToggle: false, brandOrganicToggle: true, isAigc: false };
    const declared = initialTikTokDeclarations(stored);
    expect(declared).toEqual({ discloseCommercial: true });
    expect(tiktokBlocker(stored, declared)).toBeNull();
    expect(composerBlockers(checkPostContent({ ...post, platformOptions: { tiktok: stored } }, ["tiktok"]), [])).toEqual([]);
  });

  it("waits while commercial content is disclosed but not said what it promotes", () => {
    const values = { brandContentToggle: false, brandOrganicToggle: false };
    expect(tiktokBlocker(values, { discloseCommercial: true })?.say).toBe("Say whether the content promotes your brand, a third party, or both on TikTok");
    expect(tiktokBlocker(values, initialTikTokDeclarations(values))).toBeNull();
  });
});
