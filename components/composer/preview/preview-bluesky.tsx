// Bluesky: the whole thread, handle and time, up to four pictures, the external link card, the action row.
import { Ellipsis, Heart, MessageCircle, Repeat2 } from "lucide-react";
import { PreviewCard } from "./preview-parts";
import type { PreviewProps } from "./preview-types";
import { ThreadLayout } from "./thread-layout";

export function PreviewBluesky(props: PreviewProps) {
  return (
    <PreviewCard platform={props.check.platform}>
      <ThreadLayout
        props={props}
        chrome={{
          name: (user) => (
            <>
              <span className="font-semibold">{user.split(".")[0]}</span> <span className="text-slate-500">@{user} · now</span>
            </>
          ),
          actions: [MessageCircle, Repeat2, Heart, Ellipsis].map((Icon, i) => <Icon key={i} size={16} />),
          rounded: "rounded-lg",
        }}
      />
    </PreviewCard>
  );
}
