// The composer's own reads (app/api/posts/check, app/api/posts/split-thread): the web app's requests, not
// part of the v1 contract. Limits are those of POST /posts, so a draft the check accepts is one that can be saved.
import { z } from "zod";
import { PLATFORM_IDS, platformId } from "../platforms/ids";
import { mediaType, stringList, text } from "./common";
import { mediaAltTexts, platformCaptions, postType, postUtm } from "./posts";

const platforms = z
  .array(platformId, { error: "must be a list of platform ids" })
  .max(PLATFORM_IDS.length, { error: `must have at most ${PLATFORM_IDS.length} entries` });

/** The post as the composer holds it; options are passed through as typed (the check reports their problems). */
export const composerDraft = z
  .strictObject({
    title: text(500).optional(),
    caption: text(100_000).optional(),
    hashtags: stringList(100, 200).optional(),
    platformCaptions: platformCaptions.optional(),
    platformOptions: z
      .record(z.string(), z.record(z.string(), z.unknown(), { error: "must be an object of options" }), {
        error: "must be an object of platform id -> options",
      })
      .optional(),
    mediaUrls: z
      .array(z.string({ error: "must be a string" }).max(2048, { error: "must be at most 2048 characters" }), { error: "must be a list of URLs" })
      .max(20, { error: "must have at most 20 URLs" })
      .optional(),
    mediaAltTexts: mediaAltTexts.optional(),
    utm: postUtm.nullable().optional(),
    mediaType: mediaType.optional(),
    postType: postType.optional(),
  })
  // An address still being typed is left out of the check rather than refused, with its alt text.
  .transform(({ mediaUrls, mediaAltTexts, ...draft }) => {
    const kept = (mediaUrls ?? []).flatMap((url, index) => (URL.canParse(url) ? [{ url, alt: mediaAltTexts?.[index] ?? "" }] : []));
    return { ...draft, mediaUrls: kept.map((m) => m.url), mediaAltTexts: kept.map((m) => m.alt) };
  });
export type ComposerDraft = z.input<typeof composerDraft>;

export const checkPostRequest = z.strictObject({ platforms, draft: composerDraft });

export const splitThreadRequest = z.strictObject({
  text: text(100_000),
  platforms,
  numbered: z.boolean({ error: "must be true or false" }).default(false),
});
