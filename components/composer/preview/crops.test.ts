// The shape each network gives the first picture: the crop boxes and the previews read this one rule.
import { describe, expect, it } from "vitest";
import { networkCrop, ratioName } from "./crops";

describe("networkCrop", () => {
  it("keeps a square photo square on Bluesky, cuts it 2:3 on Pinterest and 9:16 on TikTok", () => {
    expect(networkCrop("bluesky", 1, "post")).toEqual({ ratio: 1, name: "1:1" });
    expect(networkCrop("pinterest", 1, "post").name).toBe("2:3");
    expect(networkCrop("tiktok", 1, "post").name).toBe("9:16");
  });

  it("gives Instagram's feed 4:5 to 1.91:1 and its Reels and Stories 9:16", () => {
    expect(networkCrop("instagram", 0.5, "post").name).toBe("4:5");
    expect(networkCrop("instagram", 4 / 3, "post").name).toBe("4:3");
    expect(networkCrop("instagram", 3, "post").name).toBe("1.91:1");
    expect(networkCrop("instagram", 1, "story").name).toBe("9:16");
    expect(networkCrop("instagram", 1, "reel").name).toBe("9:16");
  });

  it("bounds X at 3:4 and 16:9, LinkedIn at 4:5 and 1.91:1, Bluesky at 1:3 and 3:1", () => {
    expect(networkCrop("twitter", 0.3, "post").name).toBe("3:4");
    expect(networkCrop("twitter", 4, "post").name).toBe("16:9");
    expect(networkCrop("linkedin", 0.3, "post").name).toBe("4:5");
    expect(networkCrop("linkedin", 4, "post").name).toBe("1.91:1");
    expect(networkCrop("bluesky", 0.1, "post").name).toBe("1:3");
    expect(networkCrop("bluesky", 10, "post").name).toBe("3:1");
  });

  it("names a shape people do not know by its ratio", () => {
    expect(ratioName(1.25)).toBe("1.25:1");
    expect(ratioName(0.6)).toBe("1:1.67");
  });
});
