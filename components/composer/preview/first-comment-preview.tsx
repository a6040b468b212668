// The first comment under the post in the preview, as the network will show it: by the same account, right
// below the post (a comment on Instagram, Facebook and LinkedIn; a reply on the others), with its images.
import type { ComposerAccount } from "../account-picker";
import type { CommentImage } from "../comment-images";
import { MediaGrid } from "./preview-parts";

export function FirstCommentPreview({
  text,
  images = [],
  account,
  reply,
}: {
  text: string;
  images?: CommentImage[];
  account: ComposerAccount | undefined;
  reply: boolean;
}) {
  return (
    <div className="mt-2 rounded-lg border border-slate-200 bg-white p-3 text-sm" data-testid="preview-first-comment">
      <p className="text-xs text-slate-500">
        {reply ? "First reply" : "First comment"} by <span className="font-medium text-slate-700">{account?.username ?? "you"}</span>
      </p>
      <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{text}</p>
      <MediaGrid media={images.map((image, i) => ({ key: `${i}-${image.url}`, kind: "image", src: image.url, alt: image.altText }))} rounded="rounded-lg" />
    </div>
  );
}
