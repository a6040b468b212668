// Alt texts are checked on create and edit, not only at publish: one longer than a mapped network takes, or
// more alt texts than images, is a 400 naming the entry and the network, so nobody learns it from a failed post
// hours later. The limits are those the publisher and the dry run apply (lib/platforms/alt-text.ts).
import { BadRequestError } from "../../errors";
import { ALT_TEXT_LIMITS, altTextField } from "../../platforms/alt-text";
import { PLATFORM_LABELS, type PlatformId } from "../../platforms/ids";

export function requireAltTextsFit(platforms: readonly string[], mediaUrls: readonly string[], altTexts: readonly string[]): void {
  if (altTexts.length > mediaUrls.length) {
    throw new BadRequestError(`mediaAltTexts: has ${altTexts.length} entries but mediaUrls has ${mediaUrls.length}; give at most one alt text per media URL`);
  }
  altTexts.forEach((alt, index) => {
    const length = [...alt].length;
    for (const platform of platforms) {
      const max = ALT_TEXT_LIMITS[platform as PlatformId];
      if (max !== undefined && length > max) {
        throw new BadRequestError(`${altTextField(index)}: at most ${max} characters on ${PLATFORM_LABELS[platform as PlatformId]} (got ${length})`);
      }
    }
  });
}
