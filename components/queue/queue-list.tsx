"use client";

// The next two weeks: every posting slot and every scheduled post, by day. A post is dragged onto another
// slot to move it there (a post already in that slot takes its place), or moved with "Earlier"/"Later" to the
// neighbouring slot of its accounts from the keyboard. An empty slot offers a new post for that time.
import { DndContext, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { networkLabel } from "@/components/ui/format";
import { ApprovalBadge } from "@/components/posts/approval-badge";
import { useTimeFormat, type TimeFormat } from "@/components/ui/viewer-time";
import type { AccountSchedule } from "@/lib/services/schedules/posting-schedules";

export interface QueuePost {
  id: string;
  title: string | null;
  caption: string | null;
  scheduledAt: string;
  accountIds: string[];
  awaitingApproval?: boolean;
}

export interface QueueSlot {
  at: string;
  slotAccountIds: string[];
  posts: QueuePost[];
}

/** The slot a post moves to with "Earlier" (-1) or "Later" (+1): the nearest slot of one of its accounts. */
export function neighbourSlot(entries: QueueSlot[], post: QueuePost, direction: -1 | 1): QueueSlot | null {
  const index = entries.findIndex((e) => e.at === post.scheduledAt);
  for (let i = index + direction; i >= 0 && i < entries.length; i += direction) {
    if (entries[i]!.slotAccountIds.some((id) => post.accountIds.includes(id))) return entries[i]!;
  }
  return null;
}

/** The slots grouped by their day in the viewer's zone, headed as that day. */
function byDay(f: TimeFormat, entries: QueueSlot[]): [string, QueueSlot[]][] {
  const days = new Map<string, QueueSlot[]>();
  for (const entry of entries) {
    const key = f.dayHeading(entry.at);
    days.set(key, [...(days.get(key) ?? []), entry]);
  }
  return [...days.entries()];
}

export function QueueList({
  workspaceId,
  entries,
  schedules,
  canEdit,
  busy,
  onMove,
}: {
  workspaceId: string;
  entries: QueueSlot[];
  schedules: AccountSchedule[];
  canEdit: boolean;
  busy: boolean;
  onMove: (post: QueuePost, to: string) => void;
}) {
  const f = useTimeFormat();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const accountName = (id: string) => {
    const account = schedules.find((s) => s.accountId === id);
    return account ? `${networkLabel(account.platform)} @${account.platformUsername}` : "another account";
  };

  function onDragEnd(event: DragEndEvent) {
    const post = event.active.data.current?.post as QueuePost | undefined;
    const to = event.over?.id;
    if (post && typeof to === "string" && to !== post.scheduledAt) onMove(post, to);
  }

  if (entries.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-500">
        Nothing in the next two weeks: add posting times above, then “Add to queue” in the composer.
      </p>
    );
  }
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <div className="space-y-4">
        {byDay(f, entries).map(([day, slots]) => (
          <section key={day} aria-label={day}>
            <h3 className="mb-1.5 text-sm font-semibold text-slate-700">{day}</h3>
            <ol className="space-y-1.5">
              {slots.map((entry) => (
                <SlotRow key={entry.at} entry={entry} workspaceId={workspaceId} canEdit={canEdit} accountName={accountName}>
                  {entry.posts.map((post) => (
                    <QueuedPostCard
                      key={post.id}
                      post={post}
                      canEdit={canEdit}
                      busy={busy}
                      accounts={post.accountIds.map(accountName).join(", ")}
                      earlier={neighbourSlot(entries, post, -1)}
                      later={neighbourSlot(entries, post, 1)}
                      onMove={(to) => onMove(post, to)}
                    />
                  ))}
                </SlotRow>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </DndContext>
  );
}

function SlotRow({
  entry,
  workspaceId,
  canEdit,
  accountName,
  children,
}: {
  entry: QueueSlot;
  workspaceId: string;
  canEdit: boolean;
  accountName: (id: string) => string;
  children: React.ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: entry.at, disabled: entry.slotAccountIds.length === 0 && entry.posts.length === 0 });
  const f = useTimeFormat();
  const time = f.time(entry.at);
  return (
    <li
      ref={setNodeRef}
      data-testid="queue-slot"
      data-at={entry.at}
      className={`flex gap-3 rounded-lg border bg-white px-3 py-2 ${isOver ? "border-brand-500 ring-2 ring-brand-100" : "border-slate-200"}`}
    >
      <span className="w-16 shrink-0 pt-0.5 text-sm font-medium whitespace-nowrap text-slate-700 tabular-nums" data-testid="queue-slot-time">
        {time}
      </span>
      <div className="min-w-0 flex-1 space-y-1.5">
        {entry.posts.length === 0 ? (
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-500">
            <span>Empty slot · {entry.slotAccountIds.map(accountName).join(", ")}</span>
            {canEdit ? (
              <Link href={`/${workspaceId}/posts/new?at=${encodeURIComponent(entry.at)}`} className="text-xs font-medium text-brand-700 hover:underline">
                + New post for {time}
              </Link>
            ) : null}
          </div>
        ) : (
          children
        )}
      </div>
    </li>
  );
}

function QueuedPostCard({
  post,
  canEdit,
  busy,
  accounts,
  earlier,
  later,
  onMove,
}: {
  post: QueuePost;
  canEdit: boolean;
  busy: boolean;
  accounts: string;
  earlier: QueueSlot | null;
  later: QueueSlot | null;
  onMove: (to: string) => void;
}) {
  // A draft awaiting approval is shown at its requested time but moved only from its editor.
  const movable = canEdit && !post.awaitingApproval;
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: post.id, data: { post }, disabled: !movable || busy });
  const style = transform ? { transform: `translate(${transform.x}px, ${transform.y}px)` } : undefined;
  const label = post.title || post.caption?.slice(0, 60) || "Untitled post";
  return (
    <div
      ref={setNodeRef}
      style={style}
      data-testid="queue-post"
      className={`flex flex-wrap items-center gap-2 rounded-md bg-slate-50 px-2 py-1.5 ${isDragging ? "z-10 shadow-lg" : ""}`}
    >
      {movable ? (
        <button
          type="button"
          {...attributes}
          {...listeners}
          aria-label={`Drag ${label} to another slot`}
          className="cursor-grab rounded px-1 text-slate-500 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          ⠿
        </button>
      ) : null}
      <span className="min-w-0 flex-1">
        <span className="line-clamp-1 text-sm text-slate-900">{label}</span>
        <span className="block text-xs text-slate-500">{accounts}</span>
      </span>
      {post.awaitingApproval ? <ApprovalBadge state="pending" /> : null}
      {movable ? (
        <span className="flex gap-1">
          <Button
            size="sm"
            variant="ghost"
            disabled={busy || !earlier}
            onClick={() => earlier && onMove(earlier.at)}
            aria-label={`Earlier: move ${label} to the slot before`}
          >
            Earlier
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={busy || !later}
            onClick={() => later && onMove(later.at)}
            aria-label={`Later: move ${label} to the slot after`}
          >
            Later
          </Button>
        </span>
      ) : null}
    </div>
  );
}
