// The per-network validation rules in one table, shared by the sandbox publisher, the real adapters
// (their validate() calls the same function) and the composer's dry run.
import type { PlatformId } from "./ids";
import type { Problem, PublishInput } from "./types";
import { validateBluesky } from "./bluesky/validate";
import { validateDiscord } from "./discord/validate";
import { validateFacebook } from "./facebook/validate";
import { validateInstagram } from "./instagram/validate";
import { validateLinkedin } from "./linkedin/validate";
import { validateMastodon } from "./mastodon/validate";
import { validatePinterest } from "./pinterest/validate";
import { validateTelegram } from "./telegram/validate";
import { validateThreads } from "./threads/validate";
import { validateTiktok } from "./tiktok/validate";
import { validateTwitter } from "./twitter/validate";
import { validateYoutube } from "./youtube/validate";

export const validators: Record<PlatformId, (input: PublishInput) => Problem[]> = {
  instagram: validateInstagram,
  facebook: validateFacebook,
  twitter: validateTwitter,
  linkedin: validateLinkedin,
  youtube: validateYoutube,
  tiktok: validateTiktok,
  threads: validateThreads,
  bluesky: validateBluesky,
  mastodon: (input) => validateMastodon(input),
  telegram: validateTelegram,
  discord: validateDiscord,
  pinterest: validatePinterest,
};

export function validateForPlatform(input: PublishInput): Problem[] {
  return validators[input.platform](input);
}
