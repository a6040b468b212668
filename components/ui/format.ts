// Dates as people read them, in their own time zone (the server stores and sends UTC), and networks by name.
import { PLATFORM_LABELS, type PlatformId } from "@/lib/platforms/ids";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export function formatDate(value: Date | string | null | undefined): string {
  return value ? dateFormat.format(new Date(value)) : "—";
}

export function formatDateTime(value: Date | string | null | undefined): string {
  return value ? dateTimeFormat.format(new Date(value)) : "—";
}

export function networkLabel(platform: string): string {
  return PLATFORM_LABELS[platform as PlatformId] ?? platform;
}
