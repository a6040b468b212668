import { describe, expect, it } from "vitest";
import { createPostRequest, updatePostRequest } from "@/lib/schemas/posts";
import { composedContent, createRequest, parseHashtags, updateRequest, type ComposerValues } from "./compose-request";
import { threadFromOptions, withoutThread, type ThreadPart } from "./thread";
import { altTextsFrom, fileProblem, mediaTypeOf, withoutPerItemAltTexts, type MediaItem } from "./media";

const item = (url: string, kind: MediaItem["kind"], alt = "", status: MediaItem["status"] = "ready"): MediaItem => ({
  key: url,
  name: url,
  kind,
  url,
  preview: url,
  status,
  progress: 1,
  alt,
});

const base: ComposerValues = {
  chosen: [
    { id: "11111111-1111-4111-8111-111111111111", platform: "bluesky" },
    { id: "22222222-2222-4222-8222-222222222222", platform: "instagram" },
  ],
  title: "",
  caption: "Hello",
  hashtags: [],
  captions: {},
  options: {},
  media: [],
  postType: "post",
};

describe("the composer's requests", () => {
  it("sends one alt text per media item as mediaAltTexts, in the media's order (a video's is empty)", () => {
    const values = {
      ...base,
      media: [item("https://cdn.test/a.png", "image", " A cat "), item("https://cdn.test/b.png", "image", ""), item("https://cdn.test/c.mp4", "video", "x")],
    };
    expect(composedContent(values)).toMatchObject({ platformOptions: {}, mediaAltTexts: ["A cat", "", ""] });
    expect(createRequest(values, "draft", null).mediaAltTexts).toEqual(["A cat", "", ""]);
    expect(createPostRequest.safeParse(createRequest(values, "draft", null)).success).toBe(true);
    // Without any alt text a new post leaves the field out; an edit always says what is on screen.
    const none = { ...base, media: [item("https://cdn.test/a.png", "image")] };
    expect(createRequest(none, "draft", null)).not.toHaveProperty("mediaAltTexts");
    expect(updateRequest(none, "draft", null)).toMatchObject({ mediaAltTexts: [""], utm: null });
  });

  it("saves the team's notes with the post but never puts them in what the networks are checked against", () => {
    const values = { ...base, notes: "Credit @sam.shoots for the photo" };
    expect(createRequest(values, "scheduled", "2099-01-01T09:00:00.000Z").notes).toBe("Credit @sam.shoots for the photo");
    expect(JSON.stringify(composedContent(values))).not.toContain("sam.shoots");
    // A new post without notes leaves the field out; an edit always says what is on screen ("" clears them).
    expect(createRequest({ ...base, notes: "  " }, "draft", null)).not.toHaveProperty("notes");
    expect(updateRequest({ ...base, notes: "" }, "draft", null).notes).toBe("");
    expect(updatePostRequest.safeParse(updateRequest(values, "draft", null)).success).toBe(true);
  });

  it("sends the post's UTM override only when one is chosen", () => {
    expect(createRequest(base, "draft", null)).not.toHaveProperty("utm");
    expect(createRequest({ ...base, utm: { enabled: true, campaign: "launch" } }, "draft", null).utm).toEqual({ enabled: true, campaign: "launch" });
  });

  it("reads alt texts back from a stored post (its own, else those older posts kept in their options)", () => {
    expect(altTextsFrom({ bluesky: { altTexts: ["old"] } }, 2, ["A cat", ""])).toEqual(["A cat", ""]);
    const stored = { bluesky: { langs: ["en"], altTexts: ["A cat", "A dog"] }, instagram: { altText: "A cat" } };
    expect(altTextsFrom(stored, 3)).toEqual(["A cat", "A dog", ""]);
    expect(altTextsFrom({ threads: { altText: "Only first" } }, 2)).toEqual(["Only first", ""]);
    expect(withoutPerItemAltTexts(stored)).toEqual({ bluesky: { langs: ["en"] }, instagram: { altText: "A cat" } });
  });

  it("leaves uploads that failed or have no URL yet out, and sets mediaType only when every item is one kind", () => {
    const mixed = [item("https://cdn.test/a.png", "image"), item("https://cdn.test/v.mp4", "video"), item("https://cdn.test/x.png", "image", "", "failed")];
    const create = createRequest({ ...base, media: mixed }, "draft", null);
    expect(create).toMatchObject({ mediaUrls: ["https://cdn.test/a.png", "https://cdn.test/v.mp4"] });
    expect(create).not.toHaveProperty("mediaType");
    expect(createPostRequest.safeParse(create).success).toBe(true);
    expect(mediaTypeOf([item("a", "video"), item("b", "video")])).toBe("video");

    const update = updateRequest({ ...base, media: mixed.slice(0, 2) }, "published", null);
    expect(update).toMatchObject({ mediaType: null, status: "draft", title: "", platformCaptions: {} });
    expect(updatePostRequest.safeParse(update).success).toBe(true);
  });

  it("sends per-network captions only for chosen networks, hashtags without #, and the schedule only when scheduling", () => {
    const values = { ...base, hashtags: parseHashtags("#launch, postlane  ##Day1"), captions: { bluesky: "Sky", twitter: "Not chosen", instagram: "" } };
    const at = "2030-01-01T09:00:00.000Z";
    expect(createRequest(values, "scheduled", at)).toMatchObject({
      hashtags: ["launch", "postlane", "Day1"],
      platformCaptions: { bluesky: "Sky" },
      status: "scheduled",
      scheduledAt: at,
    });
    expect(updateRequest(values, "draft", at)).not.toHaveProperty("scheduledAt");
    expect(updateRequest(values, "scheduled", at)).toMatchObject({ status: "scheduled", scheduledAt: at });
  });
});

describe("fileProblem", () => {
  it("names the file and the rule before anything is uploaded", () => {
    expect(fileProblem({ name: "notes.txt", type: "text/plain", size: 10 })).toBe(
      "notes.txt: text/plain files cannot be posted; pick JPG, PNG, WEBP, GIF, MP4, MOV, WEBM",
    );
    expect(fileProblem({ name: "huge.png", type: "image/png", size: 25 * 1024 * 1024 })).toBe("huge.png is 25 MB; images can be at most 20 MB");
    expect(fileProblem({ name: "empty.jpg", type: "image/jpeg", size: 0 })).toBe("empty.jpg is empty");
    // Some systems report no type: the extension decides, as the upload URL does.
    expect(fileProblem({ name: "clip.mov", type: "", size: 1000 })).toBeNull();
  });
});

describe("alt text for Pinterest", () => {
  it("an older post's Pin altText reopens as the first image's", () => {
    expect(altTextsFrom({ pinterest: { altText: "A bowl" } }, 2)).toEqual(["A bowl", ""]);
  });
});

describe("a thread in the composer's requests", () => {
  const part = (text: string, media: ThreadPart["media"] = null): ThreadPart => ({ key: text, text, media });
  const image = (url: string, status: "ready" | "uploading" = "ready"): ThreadPart["media"] => ({
    url,
    kind: "image",
    name: url,
    preview: url,
    status,
    alt: " a chart ",
  });

  it("writes the replies as chainItems of every chosen thread network, with media only once uploaded", () => {
    const values: ComposerValues = {
      ...base,
      chosen: [...base.chosen, { id: "33333333-3333-4333-8333-333333333333", platform: "twitter" }],
      options: { mastodon: { chainItems: [{ text: "stale" }] } },
      thread: [part("Second", image("https://cdn.test/c.png")), part("Third", image("https://cdn.test/d.png", "uploading"))],
    };
    const items = [{ text: "Second", mediaUrl: "https://cdn.test/c.png", mediaType: "image", altText: "a chart" }, { text: "Third" }];
    const request = createRequest(values, "draft", null);
    expect(request.platformOptions).toEqual({ bluesky: { chainItems: items }, twitter: { chainItems: items } });
    expect(createPostRequest.safeParse(request).success).toBe(true);
  });

  it("round-trips a stored thread, and an emptied thread clears the stored one", () => {
    const stored = { threads: { chainItems: [{ text: "Two", mediaUrl: "https://cdn.test/v.mp4", mediaType: "video" }] }, threadsOnly: {} };
    const parts = threadFromOptions(stored);
    expect(parts).toMatchObject([{ text: "Two", media: { url: "https://cdn.test/v.mp4", kind: "video", status: "ready" } }]);
    expect(withoutThread({ bluesky: { chainItems: [{ text: "x" }], langs: ["en"] } })).toEqual({ bluesky: { langs: ["en"] } });
    const cleared = updateRequest({ ...base, options: { bluesky: { langs: ["en"] } }, thread: [] }, "draft", null);
    expect(cleared.platformOptions).toEqual({ bluesky: { langs: ["en"] } });
  });
});
