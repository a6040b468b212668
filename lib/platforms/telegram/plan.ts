// How a post becomes Telegram messages. Text alone is one sendMessage. Media go out as sendPhoto/sendVideo
// (one item) or sendMediaGroup (2–10 items); more than ten are split into albums of at most ten, never leaving
// a lone trailing item in an album of its own when it can be balanced. The caption rides on the first message
// when it fits the 1,024-character caption limit, otherwise it follows the media as its own message.
import type { ResolvedMedia } from "../types";

export const CAPTION_LIMIT = 1024;
export const ALBUM_MAX = 10;

export type TelegramStep =
  | { method: "sendMessage" }
  | { method: "sendPhoto" | "sendVideo"; media: number; caption: boolean }
  | { method: "sendMediaGroup"; media: number[]; caption: boolean };

export function planTelegramSteps(text: string, media: ResolvedMedia[]): TelegramStep[] {
  const hasText = text.trim() !== "";
  if (media.length === 0) return hasText ? [{ method: "sendMessage" }] : [];
  const captionFits = hasText && [...text].length <= CAPTION_LIMIT;
  const steps: TelegramStep[] = chunk(media.length).map((indexes, n) => {
    const caption = captionFits && n === 0;
    if (indexes.length === 1) {
      const index = indexes[0];
      return { method: media[index].kind === "video" ? "sendVideo" : "sendPhoto", media: index, caption };
    }
    return { method: "sendMediaGroup", media: indexes, caption };
  });
  if (hasText && !captionFits) steps.push({ method: "sendMessage" });
  return steps;
}

/** Indexes split into groups of at most ALBUM_MAX, sized evenly (23 → 8, 8, 7). */
function chunk(count: number): number[][] {
  const groups = Math.ceil(count / ALBUM_MAX);
  const out: number[][] = [];
  let start = 0;
  for (let g = 0; g < groups; g++) {
    const size = Math.ceil((count - start) / (groups - g));
    out.push(Array.from({ length: size }, (_, i) => start + i));
    start += size;
  }
  return out;
}
