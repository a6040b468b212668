// Threads: the whole thread, username and time, a swipeable row of media, the link card, the action row.
import { Heart, MessageCircle, Repeat2, Send } from "lucide-react";
import { PreviewCard } from "./preview-parts";
import type { PreviewProps } from "./preview-types";
import { ThreadLayout } from "./thread-layout";

export function PreviewThreads(props: PreviewProps) {
  const topic = typeof props.options.topic === "string" && props.options.topic ? props.options.topic : null;
  return (
    <PreviewCard platform={props.check.platform}>
      <ThreadLayout
        props={props}
        chrome={{
          name: (user) => (
            <>
              <span className="font-semibold">{user}</span>
              {topic ? <span className="text-slate-600"> › {topic}</span> : null} <span className="text-slate-500">now</span>
            </>
          ),
          actions: [Heart, MessageCircle, Repeat2, Send].map((Icon, i) => <Icon key={i} size={16} />),
          rounded: "rounded-lg",
        }}
      />
    </PreviewCard>
  );
}
