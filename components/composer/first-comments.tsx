"use client";

// The first comment, a field of its own under the caption rather than inside each network's folded options:
// one tab per chosen network that takes a comment, a one-line box that grows with its text, the count beside the
// tabs, and the comment's images once it has text (images need text to go with them). Every network's panel
// stays mounted (hidden when another tab is shown), so an upload on its way or a half-typed comment survives a
// switch, and "Go to field" finds the box and opens its tab (field-anchor.ts).
// Most posts have no first comment, so until one is written the field is folded behind one small button: a typical
// post fits one screen (e2e/ui/composer-fits-screen.spec.ts). A post with a comment (or its images) opens unfolded;
// a check can only name the comment when there is one, so "Go to field" never looks for a folded box.
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { networkLabel } from "@/components/ui/format";
import { NetworkIcon } from "@/components/ui/network-icon";
import type { PlatformId } from "@/lib/platforms/ids";
import type { NetworkCheck } from "@/lib/services/posts/check-post-content";
import { commentImageMax, readCommentImages } from "./comment-images";
import { FirstCommentField } from "./first-comment-field";
import { FirstCommentImages } from "./first-comment-images";
import { optionApplies, type OptionContext } from "./option-labels";
import { optionFields } from "./options-form";

/** The chosen networks whose posts take a first comment now (not a Story, which takes none). */
export function firstCommentNetworks(platforms: PlatformId[], context: OptionContext): PlatformId[] {
  return platforms.filter((p) => optionFields(p).some((f) => f.name === "firstComment") && optionApplies(p, "firstComment", context));
}

export function FirstComments({
  workspaceId,
  platforms,
  options,
  checks,
  onText,
  onImages,
  onUploading,
}: {
  workspaceId: string;
  platforms: PlatformId[];
  options: Record<string, Record<string, unknown>>;
  checks: NetworkCheck[] | undefined;
  onText: (platform: PlatformId, text: string | undefined) => void;
  onImages: (platform: PlatformId, update: (previous: unknown) => unknown) => void;
  onUploading: (delta: 1 | -1) => void;
}) {
  const [tab, setTab] = useState<PlatformId | null>(null);
  const [unfolded, setUnfolded] = useState(false);
  // Set by "+ Add first comment": the box it unfolds takes the cursor once it is in the page (an effect runs
  // after the commit that put it there; a frame callback could run before a slow render committed it).
  const focusOnUnfold = useRef<string | null>(null);
  useEffect(() => {
    if (!unfolded || focusOnUnfold.current === null) return;
    document.getElementById(focusOnUnfold.current)?.focus();
    focusOnUnfold.current = null;
  }, [unfolded]);
  if (platforms.length === 0) return null;
  const current = tab !== null && platforms.includes(tab) ? tab : platforms[0]!;
  const check = (p: PlatformId) => checks?.find((c) => c.platform === p);
  const written = platforms.some((p) => typeof options[p]?.firstComment === "string" || readCommentImages(options[p]?.firstCommentMedia).length > 0);
  if (!unfolded && !written) {
    return (
      <section className="flex flex-wrap items-center gap-x-3 gap-y-1" aria-label="First comment">
        <Button
          size="sm"
          variant="ghost"
          className="-ml-2.5"
          aria-expanded={false}
          onClick={() => {
            focusOnUnfold.current = `opt-${current}-firstComment`;
            setUnfolded(true);
          }}
        >
          + Add first comment
        </Button>
        <span className="text-xs text-slate-500">Hashtags or a link, posted right after the post</span>
      </section>
    );
  }
  return (
    <section className="space-y-1.5 border-t border-slate-200 pt-3" aria-label="First comment">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 className="text-sm font-semibold">First comment</h2>
        <div role="tablist" aria-label="First comment on" className="flex flex-wrap gap-1">
          {platforms.map((p) => (
            <button
              key={p}
              type="button"
              role="tab"
              id={`first-comment-tab-${p}`}
              aria-selected={p === current}
              aria-controls={`first-comment-panel-${p}`}
              onClick={() => setTab(p)}
              className={`flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs ${p === current ? "bg-brand-50 font-semibold text-brand-700 ring-1 ring-brand-500" : "text-slate-600 hover:bg-slate-100"}`}
            >
              <NetworkIcon platform={p} size={12} decorative />
              {networkLabel(p)}
              {typeof options[p]?.firstComment === "string" ? " •" : ""}
            </button>
          ))}
        </div>
      </div>
      {platforms.map((p) => {
        const id = `opt-${p}-firstComment`;
        const problems = check(p)?.problems ?? [];
        const text = options[p]?.firstComment;
        // Images go with a comment's text: their buttons show once there is some (or images already chosen).
        const withImages = commentImageMax(p) > 0 && (typeof text === "string" || readCommentImages(options[p]?.firstCommentMedia).length > 0);
        return (
          <div key={p} role="tabpanel" id={`first-comment-panel-${p}`} aria-labelledby={`first-comment-tab-${p}`} hidden={p !== current}>
            <label htmlFor={id} className="sr-only">
              First comment on {networkLabel(p)}
            </label>
            <FirstCommentField
              id={id}
              value={text}
              invalid={problems.some((problem) => problem.field === `platformOptions.${p}.firstComment`)}
              check={check(p)}
              placeholder="Hashtags, a link: posted right after the post"
              onChange={(value) => onText(p, value)}
            >
              {withImages ? (
                <FirstCommentImages
                  id={`opt-${p}-firstCommentMedia`}
                  platform={p}
                  workspaceId={workspaceId}
                  value={options[p]?.firstCommentMedia}
                  problems={problems.filter((problem) => problem.field.startsWith(`platformOptions.${p}.firstCommentMedia`)).map((problem) => problem.say)}
                  onChange={(update) => onImages(p, update)}
                  onUploading={onUploading}
                />
              ) : null}
            </FirstCommentField>
          </div>
        );
      })}
    </section>
  );
}
