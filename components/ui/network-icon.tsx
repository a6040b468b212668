// A network's brand mark (lib/platforms/brand-icons.ts) at a given size, named for screen readers by the
// network's display name ("X (Twitter)"), or hidden from them with `decorative` where the name is already
// written beside it. The mark takes the current text colour, so it follows the theme (a black X mark would
// vanish on the dark theme's navy in its brand colour).
import { BRAND_MARKS } from "@/lib/platforms/brand-icons";
import { PLATFORM_LABELS, type PlatformId } from "@/lib/platforms/ids";

export function NetworkIcon({
  platform,
  size = 16,
  decorative = false,
  className,
}: {
  platform: PlatformId;
  size?: number;
  decorative?: boolean;
  className?: string;
}) {
  const brand = BRAND_MARKS[platform];
  const name = PLATFORM_LABELS[platform] ?? platform;
  if (!brand) return null;
  const a11y = decorative ? { "aria-hidden": true as const } : { role: "img", "aria-label": name };
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} className={`inline-block shrink-0 ${className ?? ""}`} data-network={platform} {...a11y}>
      {decorative ? null : <title>{name}</title>}
      {brand.kind === "path" ? (
        <path fill="currentColor" d={brand.path} />
      ) : (
        <>
          <rect x="1.5" y="1.5" width="21" height="21" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <text x="12" y="16.5" textAnchor="middle" fontFamily="Arial,Helvetica,sans-serif" fontWeight="700" fontSize="12" fill="currentColor">
            {brand.letters}
          </text>
        </>
      )}
    </svg>
  );
}
