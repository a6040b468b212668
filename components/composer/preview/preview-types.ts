// What every network's preview layout receives: the post as that network gets it (the dry run's text, title
// and length), who posts it, its media in order, the thread's replies, and the link card of its first link.
import type { LinkPreview } from "@/lib/services/posts/preview-link";
import type { NetworkCheck } from "@/lib/services/posts/check-post-content";
import type { ComposerAccount } from "../account-picker";

export interface PreviewMedia {
  key: string;
  kind: "image" | "video";
  /** What the browser can show: the local file while it uploads, else the public URL. */
  src: string | null;
  alt: string;
}

export interface PreviewReply {
  key: string;
  text: string;
  media: PreviewMedia | null;
}

export interface PreviewProps {
  check: NetworkCheck;
  account: ComposerAccount | undefined;
  media: PreviewMedia[];
  /** Parts 2… of a thread, on the networks that publish them as replies. */
  replies: PreviewReply[];
  /** The card of the text's first link, when the page has one and the post has no media. */
  link: LinkPreview | null;
  postType: "post" | "reel" | "story";
  /** The network's own options as set (Threads' topic, Mastodon's content warning, a Pin's title). */
  options: Record<string, unknown>;
}
