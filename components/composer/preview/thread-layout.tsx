"use client";

// The shape X, Bluesky, Threads and Mastodon share: the post and each reply of its thread as a column of
// posts joined by a line from avatar to avatar, each with its own text, media and action row. Each network's
// file gives the chrome: how the name reads, the action icons, the media crop and the link card.
import type { ReactNode } from "react";
import { Avatar, handle, LinkCard, MediaGrid, PreviewNotes, RichText } from "./preview-parts";
import type { PreviewMedia, PreviewProps } from "./preview-types";
import { networkCrop } from "./crops";
import { useNaturalRatio } from "./use-natural-ratio";

export interface ThreadChrome {
  /** The name line: display name, handle, time. */
  name: (username: string) => ReactNode;
  actions: ReactNode;
  /** Above the text (Mastodon's content warning). */
  beforeText?: ReactNode;
  rounded?: string;
  compactCard?: boolean;
}

function ThreadPost({
  props,
  chrome,
  text,
  media,
  last,
  card,
  aspect,
}: {
  props: PreviewProps;
  chrome: ThreadChrome;
  text: string;
  media: PreviewMedia[];
  last: boolean;
  card: boolean;
  /** A single picture's box (the network's crop of it); several share the grid. */
  aspect?: number;
}) {
  return (
    <div className="flex gap-3 px-4 pt-3" data-testid="preview-thread-post">
      <div className="flex flex-col items-center">
        <Avatar account={props.account} />
        {last ? null : <span aria-hidden className="mt-1 w-0.5 flex-1 bg-slate-200" />}
      </div>
      <div className={`min-w-0 flex-1 ${last ? "pb-3" : "pb-4"}`}>
        <p className="truncate text-sm">{chrome.name(handle(props.account))}</p>
        {chrome.beforeText}
        {text ? (
          <p className="mt-0.5 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]" data-testid="preview-text">
            <RichText text={text} />
          </p>
        ) : null}
        <MediaGrid media={media} rounded={chrome.rounded} aspect={aspect} />
        {card && props.link && media.length === 0 ? <LinkCard link={props.link} compact={chrome.compactCard} rounded={chrome.rounded} /> : null}
        <div className="mt-2 flex max-w-xs justify-between text-slate-500" aria-hidden>
          {chrome.actions}
        </div>
      </div>
    </div>
  );
}

export function ThreadLayout({ props, chrome }: { props: PreviewProps; chrome: ThreadChrome }) {
  // The post's one picture keeps its shape within the network's bounds (a square photo is not cut to 16:9).
  const natural = useNaturalRatio(props.media[0]);
  const aspect = networkCrop(props.check.platform, natural, props.postType).ratio;
  const posts = [
    { key: "main", text: props.check.text, media: props.media },
    ...props.replies.map((r) => ({ key: r.key, text: r.text, media: r.media ? [r.media] : [] })),
  ];
  return (
    <div data-testid="preview-thread" data-parts={posts.length}>
      {posts.map((post, i) => (
        <ThreadPost
          key={post.key}
          props={props}
          chrome={chrome}
          text={post.text}
          media={post.media}
          last={i === posts.length - 1}
          card={i === 0}
          aspect={i === 0 ? aspect : undefined}
        />
      ))}
      <div className="px-4 pb-2">
        <PreviewNotes check={props.check} />
      </div>
    </div>
  );
}
