// Which Facebook publishing path a post takes.
import type { PublishInput } from "../types";

export type FacebookKind = "text" | "photos" | "video" | "reel" | "photo_story" | "video_story";

export function facebookKind(input: PublishInput): FacebookKind {
  const first = input.media[0];
  if (input.postType === "reel") return "reel";
  if (input.postType === "story") return first?.kind === "video" ? "video_story" : "photo_story";
  if (!first) return "text";
  return first.kind === "video" ? "video" : "photos";
}

/** The first URL of a text-only post becomes its link (preview card). */
export function firstLink(text: string): string | undefined {
  return /https?:\/\/[^\s<>"]+/.exec(text)?.[0]?.replace(/[.,;:!?)\]]+$/, "");
}
