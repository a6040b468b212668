// One network's state on a post: its brand mark with a dot in the status colour (app/globals.css), and the
// status in words for screen readers and on hover, so colour is never the only signal. `quiet` leaves the
// words to the caller where they are already read out (a calendar entry names every network's status).
import { NetworkIcon } from "@/components/ui/network-icon";
import { networkLabel } from "@/components/ui/format";
import type { PlatformId } from "@/lib/platforms/ids";
import { STATUS_LABELS } from "./status-badge";

export function NetworkStatusDot({ platform, status, quiet = false }: { platform: string; status: string; quiet?: boolean }) {
  const text = `${networkLabel(platform)}: ${STATUS_LABELS[status] ?? status}`;
  return (
    <span className="relative inline-flex text-slate-700" title={text} data-testid="network-status" data-status={status}>
      <NetworkIcon platform={platform as PlatformId} size={14} decorative />
      <span
        aria-hidden
        className="absolute -right-1 -bottom-1 size-2 rounded-full ring-1 ring-slate-50"
        style={{ background: `var(--status-${status}, var(--status-draft))` }}
      />
      {quiet ? null : <span className="sr-only">{text}</span>}
    </span>
  );
}
