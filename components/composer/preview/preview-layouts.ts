// Which layout draws each network's preview: the panel shows it, and the layouts' test draws each one.
import type { ComponentType } from "react";
import type { PlatformId } from "@/lib/platforms/ids";
import { PreviewBluesky } from "./preview-bluesky";
import { PreviewDiscord } from "./preview-discord";
import { PreviewFacebook } from "./preview-facebook";
import { PreviewInstagram } from "./preview-instagram";
import { PreviewLinkedin } from "./preview-linkedin";
import { PreviewMastodon } from "./preview-mastodon";
import { PreviewPinterest } from "./preview-pinterest";
import { PreviewTelegram } from "./preview-telegram";
import { PreviewThreads } from "./preview-threads";
import { PreviewTiktok } from "./preview-tiktok";
import type { PreviewProps } from "./preview-types";
import { PreviewX } from "./preview-x";
import { PreviewYoutube } from "./preview-youtube";

export const PREVIEW_LAYOUTS: Record<PlatformId, ComponentType<PreviewProps>> = {
  twitter: PreviewX,
  bluesky: PreviewBluesky,
  threads: PreviewThreads,
  mastodon: PreviewMastodon,
  instagram: PreviewInstagram,
  linkedin: PreviewLinkedin,
  facebook: PreviewFacebook,
  pinterest: PreviewPinterest,
  tiktok: PreviewTiktok,
  youtube: PreviewYoutube,
  telegram: PreviewTelegram,
  discord: PreviewDiscord,
};
