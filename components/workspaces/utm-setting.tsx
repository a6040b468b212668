"use client";

// The workspace setting "Campaign tags on links" (UTM): managers and above turn it on with a campaign name;
// every post's links are then tagged per network when published, unless the post says otherwise.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { setUtmSettingAction } from "@/lib/actions/utm";
import type { UtmSetting as Setting } from "@/lib/links/utm-tags";
import { TaggedLinkExample } from "./tagged-link-example";

export function UtmSetting({ workspaceId, setting, canChange }: { workspaceId: string; setting: Setting; canChange: boolean }) {
  const router = useRouter();
  const [enabled, setEnabled] = useState(setting.enabled);
  const [campaign, setCampaign] = useState(setting.campaign ?? "");
  const [pending, setPending] = useState(false);
  const changed = enabled !== setting.enabled || campaign.trim() !== (setting.campaign ?? "");
  const missing = enabled && campaign.trim() === "";

  async function save() {
    setPending(true);
    try {
      const result = await setUtmSettingAction(workspaceId, { enabled, campaign: campaign.trim() || null });
      if (!result.ok) return void toast.error(result.error);
      toast.success(enabled ? `Links will be tagged with campaign “${campaign.trim()}”` : "Links will be left as written");
      router.refresh();
    } catch {
      toast.error("Could not reach the server; the setting was not changed.");
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="mb-4 rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="utm-setting-title">
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-4"
          checked={enabled}
          disabled={!canChange || pending}
          onChange={(e) => setEnabled(e.target.checked)}
          data-testid="utm-enabled"
        />
        <span>
          <span id="utm-setting-title" className="block text-sm font-medium">
            Campaign tags on links
          </span>
          <span className="block text-xs text-slate-600">
            When a post is published, each link in it is tagged with the network it was posted on and the campaign name, so your web analytics can tell which
            network and which campaign sent each visit. Link page clicks are tagged too, from the page&apos;s next publish. Links you already tagged yourself
            are left as they are, and a post can choose otherwise.
            {canChange ? "" : " Only managers, admins and owners can change this."}
          </span>
        </span>
      </label>
      <div className="mt-2 flex flex-wrap items-end gap-2 pl-7">
        <label className="text-sm">
          <span className="block text-slate-700">Campaign name</span>
          <input
            value={campaign}
            onChange={(e) => setCampaign(e.target.value)}
            maxLength={100}
            disabled={!canChange || pending}
            placeholder="e.g. spring-sale"
            aria-invalid={missing ? true : undefined}
            aria-describedby={missing ? "utm-campaign-missing" : undefined}
            className="block w-64 max-w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm aria-invalid:border-red-500"
            data-testid="utm-campaign"
          />
        </label>
        {canChange ? (
          <Button onClick={() => void save()} disabled={!changed || missing || pending}>
            Save
          </Button>
        ) : null}
      </div>
      {missing ? (
        <p id="utm-campaign-missing" className="mt-1 pl-7 text-xs text-red-700">
          Name the campaign to turn tags on.
        </p>
      ) : null}
      <div className="mt-2 pl-7">
        <TaggedLinkExample campaign={campaign} />
      </div>
    </section>
  );
}
