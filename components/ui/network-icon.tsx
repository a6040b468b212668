// A network's brand icon by PlatformId, from simple-icons (maintained SVG paths with each brand's colour and
// guidelines). Used as published: the unaltered mark in its brand colour, or in the text colour where the brand
// colour is black (X, TikTok, Threads), so it stays visible in dark mode. LinkedIn asked simple-icons to remove
// its mark, so LinkedIn gets a plain lettered badge instead of a copy of the logo.
import { siBluesky, siDiscord, siFacebook, siInstagram, siMastodon, siPinterest, siTelegram, siThreads, siTiktok, siX, siYoutube } from "simple-icons";
import { PLATFORM_LABELS, type PlatformId } from "@/lib/platforms/ids";

type SimpleIcon = { path: string; hex: string };

const ICONS: Record<Exclude<PlatformId, "linkedin">, SimpleIcon> = {
  instagram: siInstagram,
  facebook: siFacebook,
  twitter: siX,
  youtube: siYoutube,
  tiktok: siTiktok,
  threads: siThreads,
  bluesky: siBluesky,
  mastodon: siMastodon,
  telegram: siTelegram,
  discord: siDiscord,
  pinterest: siPinterest,
};

export function NetworkIcon({
  platform,
  size = 16,
  decorative = false,
  className,
}: {
  platform: PlatformId;
  size?: number;
  /** Beside a visible network name: hidden from assistive technology instead of named twice. */
  decorative?: boolean;
  className?: string;
}) {
  const name = PLATFORM_LABELS[platform];
  const a11y = decorative ? { "aria-hidden": true as const } : { role: "img" as const, "aria-label": name };
  if (platform === "linkedin") {
    return (
      <span
        {...a11y}
        className={`inline-flex shrink-0 items-center justify-center rounded-[3px] bg-slate-800 leading-none font-bold text-white ${className ?? ""}`}
        style={{ width: size, height: size, fontSize: Math.round(size * 0.6) }}
      >
        in
      </span>
    );
  }
  const icon = ICONS[platform];
  return (
    <svg
      {...a11y}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={`shrink-0 ${className ?? ""}`}
      fill={icon.hex === "000000" ? "currentColor" : `#${icon.hex}`}
    >
      {decorative ? null : <title>{name}</title>}
      <path d={icon.path} />
    </svg>
  );
}
