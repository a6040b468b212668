// The first comment's images as the composer keeps them: platformOptions.<network>.firstCommentMedia, a list of
// { url, altText? } (lib/platforms/first-comment-media.ts), edited in place in the options. Pure, so the rules
// (images only, the network's own count) are tested without a browser.
import { FIRST_COMMENT_MEDIA_MAX } from "@/lib/platforms/first-comment-media";
import type { PlatformId } from "@/lib/platforms/ids";
import { contentTypeOf, fileProblem, kindOfType } from "./media";

export interface CommentImage {
  url: string;
  altText: string;
}

/**
 * The images in the option's value. A post saved through the API may hold anything there; what is not an image
 * link is left out here (the dry run says what is wrong with the stored value until the person changes it).
 */
export function readCommentImages(value: unknown): CommentImage[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw) => {
    const item = raw as { url?: unknown; altText?: unknown } | null;
    return item && typeof item.url === "string" ? [{ url: item.url, altText: typeof item.altText === "string" ? item.altText : "" }] : [];
  });
}

/**
 * The option's value for `images`: left out without any, and an empty alt text left out. Alt text is kept as
 * typed (a trailing space included, or the box would eat it while the person types); publishing trims it.
 */
export function commentImagesValue(images: CommentImage[]): { url: string; altText?: string }[] | undefined {
  if (images.length === 0) return undefined;
  return images.map(({ url, altText }) => ({ url, ...(altText !== "" ? { altText } : {}) }));
}

/** How many images a first comment on `platform` takes: 0 where its comments are text only. */
export const commentImageMax = (platform: PlatformId): number => FIRST_COMMENT_MEDIA_MAX[platform] ?? 0;

/** What a person picked, split into what fits the comment and why the rest was not added, in their words. */
export function fitCommentImages<T>(
  picked: T[],
  describe: (item: T) => { name: string; video: boolean; problem?: string | null },
  room: number,
  network: string,
  max: number,
): { fits: T[]; refused: string[] } {
  const fits: T[] = [];
  const refused: string[] = [];
  let tooMany = 0;
  for (const item of picked) {
    const { name, video, problem } = describe(item);
    if (problem) refused.push(problem);
    else if (video) refused.push(`${name} is a video: a first comment takes images only`);
    else if (fits.length >= room) tooMany++;
    else fits.push(item);
  }
  if (tooMany > 0) {
    const limit = max === 1 ? "one image" : `at most ${max} images`;
    refused.push(`${tooMany === 1 ? "One image was" : `${tooMany} images were`} not added: the first comment on ${network} takes ${limit}`);
  }
  return { fits, refused };
}

/** A picked file as fitCommentImages reads it: the upload's own checks (type, size), and whether it is a video. */
export function describeFile(file: File): { name: string; video: boolean; problem: string | null } {
  return { name: file.name, video: kindOfType(contentTypeOf(file)) === "video", problem: fileProblem(file) };
}
