// Networks by name. Dates and numbers are written by lib/time/format.ts in the viewer's zone and locale
// (useTimeFormat in components/ui/viewer-time.tsx).
import { PLATFORM_LABELS, type PlatformId } from "@/lib/platforms/ids";

export function networkLabel(platform: string): string {
  return PLATFORM_LABELS[platform as PlatformId] ?? platform;
}
