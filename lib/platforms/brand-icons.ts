// Each network's brand mark, from simple-icons (CC0 paths, kept up to date by its maintainers; each brand's
// own rules apply: the mark is shown as is, in one colour, never altered). simple-icons removed LinkedIn at
// LinkedIn's request, so LinkedIn gets a neutral lettermark ("in" in a rounded square outline, in the text colour) instead of its logo.
// Shared by the web app's NetworkIcon and the public link page's inline SVGs, so both show the same marks.
import { siBluesky, siDiscord, siFacebook, siInstagram, siMastodon, siPinterest, siTelegram, siThreads, siTiktok, siX, siYoutube } from "simple-icons";
import type { PlatformId } from "./ids";

export type BrandMark = { kind: "path"; path: string; hex: string } | { kind: "lettermark"; letters: string; hex: string };

const mark = (icon: { path: string; hex: string }): BrandMark => ({ kind: "path", path: icon.path, hex: `#${icon.hex}` });

export const BRAND_MARKS: Record<PlatformId, BrandMark> = {
  instagram: mark(siInstagram),
  facebook: mark(siFacebook),
  twitter: mark(siX),
  linkedin: { kind: "lettermark", letters: "in", hex: "#0A66C2" },
  youtube: mark(siYoutube),
  tiktok: mark(siTiktok),
  threads: mark(siThreads),
  bluesky: mark(siBluesky),
  mastodon: mark(siMastodon),
  telegram: mark(siTelegram),
  discord: mark(siDiscord),
  pinterest: mark(siPinterest),
};

/** The mark's drawing inside a 24×24 viewBox, as SVG markup (no <svg> wrapper), in `currentColor`. */
export function brandMarkBody(brand: BrandMark): string {
  if (brand.kind === "path") return `<path fill="currentColor" d="${brand.path}"/>`;
  return (
    `<rect x="1.5" y="1.5" width="21" height="21" rx="4" fill="none" stroke="currentColor" stroke-width="2"/>` +
    `<text x="12" y="16.5" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="12" fill="currentColor">${brand.letters}</text>`
  );
}
