"use client";

// One network's options, folded away until needed: the section opens by itself the first time the network
// needs an answer (TikTok's privacy, YouTube's title) and then stays as the person leaves it, so answering a
// question does not snap it shut. "Go to field" opens it too (field-anchor.ts).
import { useState, type ReactNode } from "react";
import { networkLabel } from "@/components/ui/format";
import { NetworkIcon } from "@/components/ui/network-icon";
import type { PlatformId } from "@/lib/platforms/ids";

export function NetworkOptionsSection({ platform, toAnswer, children }: { platform: PlatformId; toAnswer: number; children: ReactNode }) {
  const [open, setOpen] = useState(toAnswer > 0);
  // More questions than before (the checks came back, a video was added): open, once, during render.
  const [asked, setAsked] = useState(toAnswer);
  if (toAnswer !== asked) {
    setAsked(toAnswer);
    if (toAnswer > asked) setOpen(true);
  }
  return (
    <details
      className="group rounded-lg border border-slate-200 bg-white open:basis-full"
      data-network-options={platform}
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="flex cursor-pointer items-center gap-2 px-3 py-2 text-sm font-medium">
        <NetworkIcon platform={platform} size={16} decorative />
        <span className="flex-1">{networkLabel(platform)}</span>
        {toAnswer > 0 ? (
          <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-700">{toAnswer} to answer</span>
        ) : (
          <span className="text-xs font-normal text-slate-500">{open ? "Hide options" : "Options"}</span>
        )}
      </summary>
      <div className="space-y-3 px-3 pb-3">{children}</div>
    </details>
  );
}
