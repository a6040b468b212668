// X: the whole thread, name · @handle · now, pictures in X's grid, the large link card, the action row.
import { BarChart2, Bookmark, Heart, MessageCircle, Repeat2 } from "lucide-react";
import { PreviewCard } from "./preview-parts";
import type { PreviewProps } from "./preview-types";
import { ThreadLayout } from "./thread-layout";

export function PreviewX(props: PreviewProps) {
  return (
    <PreviewCard platform={props.check.platform}>
      <ThreadLayout
        props={props}
        chrome={{
          name: (user) => (
            <>
              <span className="font-bold">{user}</span> <span className="text-slate-500">@{user} · now</span>
            </>
          ),
          actions: [MessageCircle, Repeat2, Heart, BarChart2, Bookmark].map((Icon, i) => <Icon key={i} size={16} />),
        }}
      />
    </PreviewCard>
  );
}
