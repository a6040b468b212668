"use client";

import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import Link from "next/link";
import { StickyNote } from "lucide-react";
import { memo } from "react";
import { STATUS_LABELS, STATUS_STYLES } from "@/components/posts/status-badge";
import { useTimeFormat } from "@/components/ui/viewer-time";
import type { Idea } from "./board-state";

export function ideaLabel(idea: Pick<Idea, "title" | "caption">): string {
  return idea.title?.trim() || idea.caption?.trim().slice(0, 60) || "Untitled idea";
}

function CardBody({ idea }: { idea: Idea }) {
  const picture = idea.mediaType !== "video" ? idea.mediaUrls[0] : undefined;
  return (
    <>
      {picture ? (
        // eslint-disable-next-line @next/next/no-img-element -- the idea's own media, from the workspace's storage or a URL it gave
        <img src={picture} alt="" loading="lazy" className="mb-2 h-24 w-full rounded-md bg-slate-100 object-cover" data-testid="idea-thumbnail" />
      ) : null}
      <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{ideaLabel(idea)}</p>
      {idea.title && idea.caption ? <p className="mt-1 line-clamp-3 text-xs text-slate-600 [overflow-wrap:anywhere]">{idea.caption}</p> : null}
      {idea.tags.length > 0 || idea.mediaUrls.length > 0 || idea.notes ? (
        <div className="mt-2 flex flex-wrap gap-1">
          {idea.tags.map((tag) => (
            <span key={tag} className="rounded bg-brand-50 px-1.5 py-0.5 text-[11px] font-medium text-brand-700">
              #{tag}
            </span>
          ))}
          {idea.mediaUrls.length > 0 ? (
            <span className="rounded bg-slate-100 px-1.5 py-0.5 text-[11px] text-slate-600">
              {idea.mediaUrls.length} {idea.mediaType === "video" ? "video" : "media"}
            </span>
          ) : null}
          {/* A mark, not the notes: they are read in the idea's form and beside the post's editor. */}
          {idea.notes ? (
            <span className="inline-flex items-center gap-0.5 rounded bg-slate-100 px-1.5 py-0.5 text-[11px] text-slate-600" data-testid="idea-has-notes">
              <StickyNote aria-hidden className="size-3" />
              Notes
            </span>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/** The post the idea became: its status ("Scheduled · Tue 2 Dec, 09:00" in the viewer's zone), linking to it. */
function PostLink({ href, idea, post }: { href: string; idea: Idea; post: NonNullable<Idea["post"]> }) {
  const f = useTimeFormat();
  const status = STATUS_LABELS[post.status] ?? post.status;
  return (
    <div className="border-t border-slate-100 px-2 py-1.5">
      <Link
        href={href}
        className={`inline-flex max-w-full rounded px-1.5 py-0.5 text-xs font-medium hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 ${STATUS_STYLES[post.status] ?? STATUS_STYLES.draft}`}
        data-testid="idea-post-link"
      >
        {post.status === "scheduled" && post.scheduledAt ? `${status} · ${f.dateTime(post.scheduledAt)}` : status}
        <span className="sr-only">: the post made from {ideaLabel(idea)}</span>
      </Link>
    </div>
  );
}

/** The floating copy under the pointer while dragging. */
export function IdeaCardPreview({ idea }: { idea: Idea }) {
  return (
    <div className="cursor-grabbing rounded-lg border border-brand-500 bg-white p-3 text-sm shadow-lg ring-2 ring-brand-100">
      <CardBody idea={idea} />
    </div>
  );
}

interface CardProps {
  idea: Idea;
  canEdit: boolean;
  composeHref: string;
  /** Where the post the idea became opens, when it has one. */
  postHref?: string;
  onEdit: (idea: Idea) => void;
  onDelete: (idea: Idea) => void;
}

/**
 * A card on the board. dnd-kit re-renders every sortable on each step of a drag (its context changes), so
 * this shell stays small: the sortable hook, position and style. The content below is memoized and only
 * renders again when its idea changes (the drag handle's attributes and listeners are stable for every
 * card but the one being dragged). Columns open with 40 cards (paged), so every card is laid out: the
 * content-visibility that once skipped off-screen cards also made axe read the phone board's colours wrong
 * (a Delete button at 1.02:1 in CI).
 */
export const IdeaCard = memo(function IdeaCard(props: CardProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: props.idea.id, disabled: !props.canEdit });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`rounded-lg border border-slate-200 bg-white text-sm shadow-sm ${isDragging ? "opacity-40" : ""}`}
      data-testid="idea-card"
      data-idea-id={props.idea.id}
    >
      <CardContent {...props} attributes={attributes} listeners={listeners} />
    </li>
  );
});

const CardContent = memo(function CardContent({
  idea,
  canEdit,
  composeHref,
  postHref,
  onEdit,
  onDelete,
  attributes,
  listeners,
}: CardProps & Pick<ReturnType<typeof useSortable>, "attributes" | "listeners">) {
  return (
    <>
      {/* The body is the drag handle (pointer and keyboard); the buttons below stay ordinary buttons. */}
      <div
        {...(canEdit ? attributes : {})}
        {...(canEdit ? listeners : {})}
        aria-label={canEdit ? `Idea: ${ideaLabel(idea)}` : undefined}
        className={`rounded-t-lg p-3 outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset ${canEdit ? "cursor-grab touch-none" : ""}`}
      >
        <CardBody idea={idea} />
      </div>
      {idea.post && postHref ? <PostLink href={postHref} idea={idea} post={idea.post} /> : null}
      {canEdit ? (
        <div className="flex flex-wrap gap-1 border-t border-slate-100 px-2 py-1">
          <button
            type="button"
            onClick={() => onEdit(idea)}
            className="rounded px-1.5 py-0.5 text-xs text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Edit<span className="sr-only"> {ideaLabel(idea)}</span>
          </button>
          {/* Once the idea has become a post, its card links to that post instead (above). */}
          {idea.post ? null : (
            <Link
              href={composeHref}
              aria-label={`Turn into post: ${ideaLabel(idea)}`}
              className="rounded px-1.5 py-0.5 text-xs text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Turn into post
            </Link>
          )}
          <button
            type="button"
            onClick={() => onDelete(idea)}
            className="ml-auto rounded px-1.5 py-0.5 text-xs text-red-600 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600"
          >
            Delete<span className="sr-only"> {ideaLabel(idea)}</span>
          </button>
        </div>
      ) : null}
    </>
  );
});
