"use client";

// How the post will look on each chosen network: one tab per network, each drawn in that network's own layout
// (its crop, its fold, its thread, its link card) from the text the publishing pipeline itself produces for it
// (the dry run). The link card is the first link's page card, fetched once per link through the server (not on
// a client review page, workspaceId null: its visitor reaches nothing of the workspace).
import { FirstCommentPreview } from "./first-comment-preview";
import { PREVIEW_LAYOUTS } from "./preview-layouts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { getJson } from "@/components/ui/get-json";
import { NetworkIcon } from "@/components/ui/network-icon";
import { isChainNetwork } from "@/lib/platforms/chain-networks";
import { PLATFORM_LABELS, type PlatformId } from "@/lib/platforms/ids";
import type { LinkPreview } from "@/lib/services/posts/preview-link";
import type { NetworkCheck } from "@/lib/services/posts/check-post-content";
import type { ComposerAccount } from "../account-picker";
import type { MediaItem } from "../media";
import type { ThreadPart } from "../thread";
import { commentImageMax, readCommentImages } from "../comment-images";
import type { PreviewMedia, PreviewProps, PreviewReply } from "./preview-types";

/** The first web address in the text, the one the networks make a card of. */
const firstLink = (text: string) => /https?:\/\/[^\s]+/.exec(text)?.[0]?.replace(/[).,!?]+$/, "") ?? null;

function useLinkCard(workspaceId: string | null, url: string | null): LinkPreview | null {
  const card = useQuery({
    queryKey: ["link-preview", workspaceId, url],
    queryFn: ({ signal }) => getJson<{ preview: LinkPreview | null }>("/api/posts/link-preview", { workspace: workspaceId!, url: url! }, signal),
    enabled: url !== null && workspaceId !== null,
    staleTime: 10 * 60_000,
    retry: false,
  });
  return url === null || workspaceId === null ? null : (card.data?.preview ?? null);
}

/** Networks where the first comment is a comment under the post; elsewhere it is a reply. */
const COMMENTING_NETWORKS: ReadonlySet<PlatformId> = new Set(["instagram", "facebook", "linkedin", "youtube"]);

export function PreviewPanel({
  workspaceId,
  checks,
  accounts,
  media,
  thread,
  postType,
  options,
}: {
  workspaceId: string | null;
  checks: NetworkCheck[] | undefined;
  accounts: ComposerAccount[];
  media: MediaItem[];
  thread: ThreadPart[];
  postType: PreviewProps["postType"];
  options: Record<string, Record<string, unknown>>;
}) {
  const [tab, setTab] = useState<PlatformId | null>(null);
  const current = checks?.find((c) => c.platform === tab) ?? checks?.[0];
  const link = useLinkCard(
    workspaceId,
    current ? (firstLink(current.text) ?? (typeof options.threads?.linkAttachment === "string" ? options.threads.linkAttachment : null)) : null,
  );
  if (!checks || checks.length === 0 || !current) {
    return (
      <section className="rounded-xl border border-slate-200 bg-white p-4" aria-label="Preview">
        <h2 className="text-sm font-semibold">Preview</h2>
        <p className="mt-1 text-sm text-slate-500">Pick an account to see the post as each network shows it.</p>
      </section>
    );
  }
  const shown: PreviewMedia[] = media.filter((m) => m.preview).map((m) => ({ key: m.key, kind: m.kind, src: m.preview, alt: m.alt }));
  const replies: PreviewReply[] = isChainNetwork(current.platform)
    ? thread
        .filter((p) => p.text.trim() !== "" || p.media)
        .map((p) => ({
          key: p.key,
          text: p.text,
          media: p.media?.preview ? { key: `${p.key}-m`, kind: p.media.kind, src: p.media.preview, alt: p.media.alt } : null,
        }))
    : [];
  const Layout = PREVIEW_LAYOUTS[current.platform];
  return (
    <section className="rounded-xl border border-slate-200 bg-slate-50 p-3" aria-label="Preview">
      <h2 className="sr-only">Preview</h2>
      <div role="tablist" aria-label="Preview on" className="flex flex-wrap gap-1">
        {checks.map((c) => (
          <button
            key={c.platform}
            role="tab"
            type="button"
            aria-selected={c.platform === current.platform}
            onClick={() => setTab(c.platform)}
            className={`flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs ${c.platform === current.platform ? "bg-white font-semibold text-slate-900 shadow-sm ring-1 ring-brand-500" : "text-slate-700 hover:bg-white"}`}
          >
            <NetworkIcon platform={c.platform} size={14} decorative />
            {PLATFORM_LABELS[c.platform]}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="mt-3" data-testid={`preview-${current.platform}`}>
        <Layout
          key={current.platform}
          check={current}
          account={accounts.find((a) => a.platform === current.platform)}
          media={shown}
          replies={replies}
          link={link}
          postType={postType}
          options={options[current.platform] ?? {}}
        />
        {current.firstComment ? (
          <FirstCommentPreview
            text={current.firstComment.text}
            // Only where the network's comment takes images (the checks say so where it does not).
            images={commentImageMax(current.platform) > 0 ? readCommentImages(options[current.platform]?.firstCommentMedia) : []}
            account={accounts.find((a) => a.platform === current.platform)}
            reply={!COMMENTING_NETWORKS.has(current.platform)}
          />
        ) : null}
      </div>
    </section>
  );
}
