import { describe, expect, it } from "vitest";
import { checkPostContent } from "@/lib/services/posts/check-post-content";
import { commentImageMax, commentImagesValue, describeFile, fitCommentImages, readCommentImages } from "./comment-images";

// A first comment's images as the composer edits them: read from the stored option whatever it holds, written
// back as the API takes them, and picked within the network's own count, images only.
const png = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: "image/png" });
const asFile = (file: File) => describeFile(file);

describe("first comment images", () => {
  it("reads the images of a stored option and leaves out what is not an image link", () => {
    expect(readCommentImages(undefined)).toEqual([]);
    expect(readCommentImages("https://cdn.example/a.png")).toEqual([]);
    expect(readCommentImages([{ url: "https://cdn.example/a.png", altText: "A" }, { url: "https://cdn.example/b.png" }, null, { altText: "no url" }])).toEqual([
      { url: "https://cdn.example/a.png", altText: "A" },
      { url: "https://cdn.example/b.png", altText: "" },
    ]);
  });

  it("writes the option as the API takes it: no empty alt text, and no option at all without images", () => {
    expect(commentImagesValue([])).toBeUndefined();
    const value = commentImagesValue([
      { url: "https://cdn.example/a.png", altText: "Tulips " },
      { url: "https://cdn.example/b.png", altText: "" },
    ]);
    expect(value).toEqual([{ url: "https://cdn.example/a.png", altText: "Tulips " }, { url: "https://cdn.example/b.png" }]);
    // What the composer writes is what the dry run (and publishing) accepts.
    const [bluesky] = checkPostContent(
      {
        title: null,
        caption: "Spring",
        hashtags: [],
        mediaUrls: [],
        mediaType: null,
        postType: "post",
        platformCaptions: {},
        platformOptions: { bluesky: { firstComment: "Shop", firstCommentMedia: value } },
      },
      ["bluesky"],
    );
    expect(bluesky!.problems).toEqual([]);
  });

  it("knows each network's count, and none where comments are text only", () => {
    expect([commentImageMax("bluesky"), commentImageMax("twitter"), commentImageMax("discord"), commentImageMax("threads")]).toEqual([4, 4, 10, 1]);
    expect([commentImageMax("instagram"), commentImageMax("youtube"), commentImageMax("tiktok")]).toEqual([0, 0, 0]);
  });

  it("takes images up to the room left, and says why the rest was not added", () => {
    const picked = [
      png("a.png"),
      new File([new Uint8Array(10)], "clip.mp4", { type: "video/mp4" }),
      png("b.png"),
      png("c.png"),
      new File([], "empty.png", { type: "image/png" }),
    ];
    const { fits, refused } = fitCommentImages(picked, asFile, 1, "Threads", 1);
    expect(fits.map((f) => f.name)).toEqual(["a.png"]);
    expect(refused).toEqual([
      "clip.mp4 is a video: a first comment takes images only",
      "empty.png is empty",
      "2 images were not added: the first comment on Threads takes one image",
    ]);
    expect(fitCommentImages([png("d.png")], asFile, 0, "Bluesky", 4).refused).toEqual([
      "One image was not added: the first comment on Bluesky takes at most 4 images",
    ]);
  });

  it("reads library files by their kind", () => {
    const assets = [
      { name: "plan.png", kind: "image" as const },
      { name: "tour.mp4", kind: "video" as const },
    ];
    const { fits, refused } = fitCommentImages(assets, (a) => ({ name: a.name, video: a.kind === "video" }), 4, "Mastodon", 4);
    expect(fits).toEqual([assets[0]]);
    expect(refused).toEqual(["tour.mp4 is a video: a first comment takes images only"]);
  });
});
