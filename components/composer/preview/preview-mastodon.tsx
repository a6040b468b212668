// Mastodon: the whole thread, display name and @user, a content warning folded over the text when set,
// pictures in a grid, the compact link card, the action row.
import { Bookmark, Ellipsis, Repeat2, Reply, Star } from "lucide-react";
import { PreviewCard } from "./preview-parts";
import type { PreviewProps } from "./preview-types";
import { ThreadLayout } from "./thread-layout";

export function PreviewMastodon(props: PreviewProps) {
  const spoiler = typeof props.options.spoilerText === "string" ? props.options.spoilerText : "";
  return (
    <PreviewCard platform={props.check.platform}>
      <ThreadLayout
        props={props}
        chrome={{
          name: (user) => (
            <>
              <span className="font-semibold">{user}</span> <span className="text-slate-500">@{user} · now</span>
            </>
          ),
          beforeText: spoiler ? (
            <p className="mt-1 rounded bg-slate-100 px-2 py-1 text-sm">
              {spoiler} <span className="text-xs font-semibold text-slate-600 uppercase">Show more</span>
            </p>
          ) : null,
          actions: [Reply, Repeat2, Star, Bookmark, Ellipsis].map((Icon, i) => <Icon key={i} size={16} />),
          rounded: "rounded-lg",
          compactCard: true,
        }}
      />
    </PreviewCard>
  );
}
