"use client";

// "Time zone" on the profile page: the zone every date of the web app is shown in and every time is entered
// in. Detected from the browser on the first visit; changing it here re-renders the app in the new zone.
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ZonePicker } from "@/components/ui/zone-picker";
import { toast } from "@/components/ui/toaster";
import { useTimeFormat } from "@/components/ui/viewer-time";
import { setMyTimeZoneAction } from "@/lib/actions/time-zones";
import { zoneLabel } from "@/lib/time/time-zone";

export function TimeZoneSection({ zones, now }: { zones: string[]; /** The server's clock, for the sample. */ now: string }) {
  const router = useRouter();
  const f = useTimeFormat();
  const current = f.viewer.timeZone;
  const [choice, setChoice] = useState(current);
  const [saving, setSaving] = useState(false);
  const id = useId();

  async function save() {
    setSaving(true);
    try {
      const result = await setMyTimeZoneAction(choice);
      if (!result.ok) return void toast.error(result.error);
      toast.success(`Times are now shown in ${zoneLabel(result.data.timeZone)}`);
      router.refresh();
    } catch {
      toast.error("Could not reach the server. Try again.");
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={`${id}-heading`} className="text-base font-semibold">
        Time zone
      </h2>
      <p className="text-sm text-slate-600">
        Every date in Postlane is shown in this zone, and times you schedule are read in it. It is now{" "}
        <span data-testid="time-zone-sample">{f.dateTime(now)}</span> in {zoneLabel(current)}.
      </p>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <span className="space-y-1">
          <label htmlFor={`${id}-zone`} className="block text-sm text-slate-700">
            Your time zone
          </label>
          <ZonePicker id={`${id}-zone`} zones={zones} value={choice} onChange={setChoice} />
        </span>
        <Button type="submit" size="sm" disabled={saving || choice === current}>
          {saving ? "Saving…" : "Save time zone"}
        </Button>
      </form>
    </section>
  );
}
