"use client";

// The workspace's default time zone, on the Workspace settings page: where a new posting schedule starts, and
// the zone shown to a member whose own is not known yet. Owners and admins change it; everyone else sees it.
// Its own component, so the zone picker can be swapped without touching the rest of the page.
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { ZonePicker } from "@/components/ui/zone-picker";
import { toast } from "@/components/ui/toaster";
import { setWorkspaceTimeZoneAction } from "@/lib/actions/time-zones";
import { zoneLabel } from "@/lib/time/time-zone";

export function WorkspaceTimeZone({ workspaceId, zone, zones, canEdit }: { workspaceId: string; zone: string; zones: string[]; canEdit: boolean }) {
  const router = useRouter();
  const [saving, setSaving] = useState(false);
  const id = useId();

  async function change(next: string) {
    setSaving(true);
    try {
      const result = await setWorkspaceTimeZoneAction(workspaceId, next);
      if (!result.ok) return void toast.error(result.error);
      toast.success(`New posting schedules start in ${zoneLabel(result.data.timeZone)}`);
      router.refresh();
    } catch {
      toast.error("Could not reach the server. Try again.");
    } finally {
      setSaving(false);
    }
  }

  if (!canEdit) {
    return (
      <p className="text-sm text-slate-600" data-testid="workspace-time-zone">
        New posting schedules start in the workspace’s time zone, {zoneLabel(zone)}.
      </p>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
      <label htmlFor={`${id}-zone`}>Workspace time zone, where new posting schedules start</label>
      <ZonePicker id={`${id}-zone`} zones={zones} value={zone} disabled={saving} onChange={(next) => void change(next)} />
    </span>
  );
}
