"use client";

// The post's own choice about UTM tags: follow the workspace setting (the default), tag this post's links
// with a campaign of its own, or leave them as written. Folded like the per-network options: most posts follow
// the workspace. The preview shows the links as each network will get them.
import type { PostUtm } from "@/lib/schemas/posts";
import type { UtmSetting } from "@/lib/links/utm-tags";
import { TaggedLinkExample } from "@/components/workspaces/tagged-link-example";

type Mode = "workspace" | "on" | "off";

/** The workspace setting in the folded chip's few words: "off", or the campaign its links are tagged with. */
function summaryOf(setting: UtmSetting): string {
  return setting.enabled && setting.campaign ? `“${setting.campaign}”` : "off";
}

export function UtmOverride({ workspaceUtm, utm, onChange }: { workspaceUtm: UtmSetting; utm: PostUtm | null; onChange: (utm: PostUtm | null) => void }) {
  const mode: Mode = utm === null ? "workspace" : utm.enabled ? "on" : "off";
  const followed = workspaceUtm.enabled && workspaceUtm.campaign ? `on, campaign “${workspaceUtm.campaign}”` : "off";
  const choose = (next: Mode) =>
    onChange(next === "workspace" ? null : next === "on" ? { enabled: true, ...(utm?.campaign ? { campaign: utm.campaign } : {}) } : { enabled: false });
  const campaign = utm?.campaign ?? "";
  const untagged = mode === "on" && campaign.trim() === "" && !workspaceUtm.campaign;

  return (
    <details className="rounded-xl border border-slate-200 bg-white px-4 py-2 open:basis-full" open={mode !== "workspace"}>
      <summary className="cursor-pointer text-sm font-semibold">
        Campaign tags{" "}
        <span className="font-normal text-slate-500">({mode === "workspace" ? summaryOf(workspaceUtm) : mode === "on" ? "tagged" : "not tagged"})</span>
      </summary>
      <fieldset className="mt-2 space-y-1 text-sm">
        <legend className="sr-only">Campaign tags on this post&apos;s links</legend>
        {(
          [
            ["workspace", `As the workspace says (${followed})`],
            ["on", "Tag this post’s links"],
            ["off", "Leave this post’s links as written"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2">
            <input type="radio" name="post-utm" value={value} checked={mode === value} onChange={() => choose(value)} />
            {label}
          </label>
        ))}
        {mode === "on" ? (
          <div className="space-y-1 pl-6">
            <label htmlFor="post-utm-campaign" className="block text-slate-700">
              Campaign name
            </label>
            <input
              id="post-utm-campaign"
              value={campaign}
              maxLength={100}
              placeholder={workspaceUtm.campaign ?? "e.g. spring-sale"}
              onChange={(e) => onChange({ enabled: true, ...(e.target.value.trim() ? { campaign: e.target.value } : {}) })}
              aria-invalid={untagged ? true : undefined}
              aria-describedby="post-utm-hint"
              className="block w-full max-w-sm rounded-md border border-slate-300 px-3 py-1.5 text-sm aria-invalid:border-red-500"
            />
          </div>
        ) : null}
        <p id="post-utm-hint" className={`text-xs ${untagged ? "text-red-700" : "text-slate-500"}`}>
          {untagged
            ? "Name the campaign: without one the links would stay as written."
            : "Each link is tagged with the network and the campaign, so your web analytics can tell which network sent each visit. Links you tagged yourself are left as they are."}
        </p>
        {mode === "on" ? (
          <TaggedLinkExample campaign={campaign || (workspaceUtm.campaign ?? "")} />
        ) : mode === "workspace" && workspaceUtm.enabled ? (
          <TaggedLinkExample campaign={workspaceUtm.campaign ?? ""} />
        ) : null}
      </fieldset>
    </details>
  );
}
