// The shape each network gives a post's first picture, from the picture's own width/height (`natural`, null
// until the browser has read it) and the post type. One rule for the previews and the crop boxes beside them.
//
// From the networks' own rules: Instagram's feed takes 4:5 to 1.91:1 (a picture outside is refused, error
// 2207009), Reels and Stories fill 9:16, as Facebook's do; a Bluesky post carries the image's aspectRatio, so
// the app shows it at its own shape (1:3 to 3:1); TikTok's screen is 9:16 and a Pin 2:3. X and LinkedIn show a
// single picture at its own shape within the bounds their feeds draw (X 3:4 to 16:9, LinkedIn 4:5 to 1.91:1).
import type { PlatformId } from "@/lib/platforms/ids";

export type PostType = "post" | "reel" | "story";

export interface Crop {
  /** width / height of the box the network shows. */
  ratio: number;
  /** How a person names it: "4:5", "9:16", "its own shape". */
  name: string;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** "4:5" for 0.8: the nearest of the shapes people know, else the ratio to two decimals ("1.50:1"). */
export function ratioName(ratio: number): string {
  const known: [number, number][] = [
    [1, 1],
    [4, 5],
    [3, 4],
    [2, 3],
    [9, 16],
    [1, 3],
    [16, 9],
    [191, 100],
    [4, 3],
    [3, 2],
    [3, 1],
  ];
  const hit = known.find(([w, h]) => Math.abs(w / h - ratio) < 0.005);
  if (hit) return hit[0] === 191 ? "1.91:1" : `${hit[0]}:${hit[1]}`;
  return ratio >= 1 ? `${ratio.toFixed(2)}:1` : `1:${(1 / ratio).toFixed(2)}`;
}

const crop = (ratio: number): Crop => ({ ratio, name: ratioName(ratio) });

/** The box a network shows the first picture in; `natural` null (not read yet) takes the network's usual shape. */
export function networkCrop(platform: PlatformId, natural: number | null, postType: PostType): Crop {
  switch (platform) {
    case "instagram":
      if (postType !== "post") return crop(9 / 16);
      return crop(natural === null ? 1 : clamp(natural, 4 / 5, 1.91));
    case "facebook":
      if (postType !== "post") return crop(9 / 16);
      return crop(natural === null ? 4 / 3 : clamp(natural, 4 / 5, 1.91));
    case "bluesky":
      return crop(natural === null ? 16 / 9 : clamp(natural, 1 / 3, 3));
    case "twitter":
      return crop(natural === null ? 16 / 9 : clamp(natural, 3 / 4, 16 / 9));
    case "linkedin":
      return crop(natural === null ? 1.91 : clamp(natural, 4 / 5, 1.91));
    case "tiktok":
      return crop(9 / 16);
    case "pinterest":
      return crop(2 / 3);
    case "youtube":
      return crop(natural !== null && natural < 1 ? 9 / 16 : 16 / 9);
    default:
      // Threads, Mastodon, Telegram and Discord show a single picture at its own shape, within a tall bound.
      return crop(natural === null ? 4 / 3 : clamp(natural, 1 / 2, 2));
  }
}
