"use client";

// "Notifications" on the profile page: per kind, Email (in the app and by email), In app only, or Off; approval
// requests also Daily digest (one email a day listing those still pending). Each choice is saved as it is made.
import { useId, useState } from "react";
import { Segmented } from "@/components/ui/segmented";
import { toast } from "@/components/ui/toaster";
import { setNotificationPreferenceAction } from "@/lib/actions/notifications";
import { DIGEST_KINDS } from "@/lib/notifications/kinds";
import type { getNotificationPreferences } from "@/lib/services/notifications/get-notification-preferences";

type Preference = Awaited<ReturnType<typeof getNotificationPreferences>>[number];
type Channel = Preference["channel"];

const CHANNELS: readonly { value: Channel; label: string }[] = [
  { value: "email", label: "Email" },
  { value: "in_app", label: "In app only" },
  { value: "off", label: "Off" },
];
const WITH_DIGEST: readonly { value: Channel; label: string }[] = [CHANNELS[0], { value: "daily_digest", label: "Daily digest" }, ...CHANNELS.slice(1)];

export function NotificationPreferencesSection({ preferences }: { preferences: Preference[] }) {
  const id = useId();
  const [channels, setChannels] = useState(() => new Map(preferences.map((p) => [p.kind, p.channel])));

  async function choose(kind: Preference["kind"], label: string, channel: Channel) {
    const before = channels.get(kind);
    setChannels((current) => new Map(current).set(kind, channel));
    try {
      const result = await setNotificationPreferenceAction(kind, channel);
      if (!result.ok) throw new Error(result.error);
      toast.success(`${label}: ${WITH_DIGEST.find((c) => c.value === channel)!.label}`);
    } catch (error) {
      setChannels((current) => new Map(current).set(kind, before!));
      toast.error(error instanceof Error && error.message !== "Failed to fetch" ? error.message : "Could not reach the server. Try again.");
    }
  }

  return (
    <section id="notifications" aria-labelledby={`${id}-heading`} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={`${id}-heading`} className="text-base font-semibold">
        Notifications
      </h2>
      <p className="text-sm text-slate-600">
        What you hear about, in every workspace. Email means in the app and by email; one email per event, never one per network.
      </p>
      <ul className="divide-y divide-slate-100">
        {preferences.map((p) => (
          <li key={p.kind} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid={`notification-preference-${p.kind}`}>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-slate-900">{p.label}</p>
              <p className="text-sm text-slate-500">{p.description}</p>
            </div>
            <Segmented
              label={p.label}
              options={DIGEST_KINDS.includes(p.kind) ? WITH_DIGEST : CHANNELS}
              value={channels.get(p.kind) ?? p.channel}
              onChange={(channel) => void choose(p.kind, p.label, channel)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
