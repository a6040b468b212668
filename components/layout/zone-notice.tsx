"use client";

// One line across the app when the browser says the person is somewhere their profile's zone is not (they
// travelled, or chose a zone once): switch the profile to the browser's zone, or keep it. "Keep" is remembered
// in this browser for that pair of zones, so the line comes back only when they move again. Drawn after
// hydration: only the browser knows its zone, and the server's HTML must match the first render.
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { setMyTimeZoneAction } from "@/lib/actions/time-zones";
import { currentZoneName, zoneLabel } from "@/lib/time/time-zone";

const KEPT = "postlane-zone-kept";
const keptKey = (browser: string, profile: string) => `${browser}|${profile}`;

function keptPairs(): string[] {
  try {
    const stored = JSON.parse(localStorage.getItem(KEPT) ?? "[]") as unknown;
    return Array.isArray(stored) ? stored.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/** `profileZone`: the zone the person chose (or the one first stored for them); null while they have none. */
export function ZoneNotice({ profileZone }: { profileZone: string | null }) {
  const router = useRouter();
  const [browser, setBrowser] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const reported = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const zone = reported ? currentZoneName(reported) : null;
    const differs = zone !== null && profileZone !== null && zone !== profileZone && !keptPairs().includes(keptKey(zone, profileZone));
    // Known only here, after hydration: the server cannot say where the browser is.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setBrowser(differs ? zone : null);
  }, [profileZone]);

  if (!browser || !profileZone) return null;

  async function switchZone(zone: string) {
    setSaving(true);
    try {
      const result = await setMyTimeZoneAction(zone);
      if (!result.ok) return void toast.error(result.error);
      toast.success(`Times are now shown in ${zoneLabel(zone)}`);
      setBrowser(null);
      router.refresh();
    } catch {
      toast.error("Could not reach the server. Try again.");
    } finally {
      setSaving(false);
    }
  }

  function keep(zone: string, profile: string) {
    try {
      localStorage.setItem(KEPT, JSON.stringify([...keptPairs(), keptKey(zone, profile)].slice(-20)));
    } catch {
      // Storage refused (private mode): the line goes for this page only.
    }
    setBrowser(null);
  }

  return (
    <div
      role="region"
      aria-label="Your browser’s time zone"
      data-testid="zone-notice"
      className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-sky-200 bg-sky-50 px-4 py-2 text-sm text-sky-950"
    >
      <p className="min-w-0 flex-1">
        Your browser is in <strong>{browser}</strong>, but times are shown in <strong>{profileZone}</strong>, your profile’s zone.
      </p>
      <Button size="sm" variant="primary" disabled={saving} onClick={() => void switchZone(browser)}>
        {saving ? "Switching…" : `Use ${browser}`}
      </Button>
      <Button size="sm" disabled={saving} onClick={() => keep(browser, profileZone)}>
        Keep {profileZone}
      </Button>
    </div>
  );
}
