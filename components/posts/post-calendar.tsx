"use client";

// The posts as a week or a month: each row at its time in the viewer's time zone — when it was published,
// else when it is scheduled, else when it was sent to its network — with the status filter of the list.
// Clicking an entry opens the post. Like the list, it refreshes itself while a row is publishing.
// A scheduled post is rescheduled by dragging it to another day, or with Alt+arrow keys once focused; an
// empty day offers a new post for that day.
import { DndContext, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useMemo, useState, type ReactNode } from "react";
import type { PostStatusFilter } from "@/app/(app)/[workspace]/posts/actions";
import { updatePostAction } from "@/app/(app)/[workspace]/posts/[id]/edit/actions";
import { Button } from "@/components/ui/button";
import { networkLabel } from "@/components/ui/format";
import { toast } from "@/components/ui/toaster";
import { useTimeFormat, type TimeFormat } from "@/components/ui/viewer-time";
import { addDays, calendarRange, dayKey, firstDayOfWeek, shiftAnchor, startOfDay, type CalendarView } from "./calendar-dates";
import { canReschedule, daysForKey, newPostTime, onDay } from "./calendar-reschedule";
import { fetchPosts } from "./fetch-posts";
import { pollWhileQueued } from "./in-flight";
import { PostDetailsDialog } from "./post-details-dialog";
import { APPROVAL_LABELS } from "./approval-badge";
import { STATUS_LABELS, STATUS_STYLES } from "./status-badge";
import type { PostRow } from "./types";

/** Entries a month cell shows before "+n more" (which opens that week). */
const MONTH_CELL_ENTRIES = 3;

function titleOf(f: TimeFormat, view: CalendarView, days: Date[], anchor: Date): string {
  if (view === "month") return f.monthYear(anchor);
  return `${f.shortDay(days[0])} – ${f.shortDay(days[days.length - 1])}, ${days[days.length - 1].getFullYear()}`;
}

function Entry({
  post,
  onOpen,
  wide,
  movable,
  onMoveBy,
}: {
  post: PostRow;
  onOpen: (id: string) => void;
  wide: boolean;
  movable: boolean;
  onMoveBy: (post: PostRow, days: number) => void;
}) {
  const f = useTimeFormat();
  const at = new Date(post.calendarAt!);
  const network = post.platforms.map(networkLabel).join(", ");
  const approval = APPROVAL_LABELS[post.approvalState] ? `, ${APPROVAL_LABELS[post.approvalState].toLowerCase()}` : "";
  const label = `${f.time(at)}, ${network}${post.account ? ` @${post.account.platformUsername}` : ""}, ${STATUS_LABELS[post.status] ?? post.status}${approval}${post.mode === "test" ? ", test post" : ""}: ${post.caption ?? post.title ?? "no caption"}`;
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: post.id, disabled: !movable });
  return (
    <button
      ref={setNodeRef}
      type="button"
      {...(movable ? { ...listeners, ...attributes, role: undefined, tabIndex: undefined, "aria-roledescription": "scheduled post" } : {})}
      onClick={() => onOpen(post.id)}
      onKeyDown={(event) => {
        const days = movable ? daysForKey(event) : null;
        if (days === null) return;
        event.preventDefault();
        onMoveBy(post, days);
      }}
      aria-keyshortcuts={movable ? "Alt+ArrowLeft Alt+ArrowRight Alt+ArrowUp Alt+ArrowDown" : undefined}
      aria-describedby={movable ? "calendar-move-help" : undefined}
      title={label}
      data-testid="calendar-entry"
      data-status={post.status}
      data-movable={movable}
      className={`block w-full rounded px-1.5 py-0.5 text-left text-xs focus-visible:outline-2 focus-visible:outline-brand-600 ${movable ? "cursor-grab touch-none" : ""} ${isDragging ? "opacity-40" : ""} ${STATUS_STYLES[post.status] ?? STATUS_STYLES.draft} ${post.mode === "test" ? "border border-dashed border-violet-400" : ""}`}
    >
      <span className="font-medium tabular-nums">{f.time(at)}</span>
      <span className="hidden sm:inline"> · {network}</span>
      {/* Read out after what is shown (the accessible name starts with the visible text, WCAG 2.5.3). */}
      <span className="sr-only">{`${post.account ? ` @${post.account.platformUsername}` : ""}, ${STATUS_LABELS[post.status] ?? post.status}${post.mode === "test" ? ", test post" : ""}: `}</span>
      {APPROVAL_LABELS[post.approvalState] ? (
        <span className="ml-1 rounded bg-violet-100 px-1 text-[10px] font-medium text-violet-800" data-testid="approval-badge">
          {APPROVAL_LABELS[post.approvalState]}
        </span>
      ) : null}
      {wide ? (
        <span className="mt-0.5 line-clamp-2 [overflow-wrap:anywhere]">{post.caption || post.title || "No caption"}</span>
      ) : (
        <span className="hidden truncate lg:block">{post.caption || post.title}</span>
      )}
    </button>
  );
}

function DayCell({ dayId, className, children, ...rest }: { dayId: string; className: string; children: ReactNode; "aria-label": string; "data-day": string }) {
  const { setNodeRef, isOver } = useDroppable({ id: dayId });
  return (
    <li ref={setNodeRef} className={`${className} ${isOver ? "bg-brand-50 ring-2 ring-brand-500 ring-inset" : ""}`} {...rest}>
      {children}
    </li>
  );
}

export function PostCalendar({
  workspaceId,
  filter,
  view,
  onViewChange,
  canEdit,
}: {
  workspaceId: string;
  filter: PostStatusFilter;
  view: CalendarView;
  onViewChange: (view: CalendarView) => void;
  canEdit: boolean;
}) {
  const f = useTimeFormat();
  const zone = f.viewer.timeZone;
  const [today] = useState(() => startOfDay(new Date(), zone));
  const [anchor, setAnchor] = useState(today);
  const [openId, setOpenId] = useState<string | null>(null);
  const weekStartsOn = useMemo(() => firstDayOfWeek(f.viewer.locale), [f.viewer.locale]);
  const { from, to, days } = useMemo(() => calendarRange(view, anchor, weekStartsOn, zone), [view, anchor, weekStartsOn, zone]);

  const {
    data: posts,
    isError,
    isPlaceholderData,
  } = useQuery({
    queryKey: ["posts", workspaceId, filter ?? "all", "calendar", from.toISOString(), to.toISOString()],
    queryFn: ({ signal }) => fetchPosts(workspaceId, filter, { from: from.toISOString(), to: to.toISOString() }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: "always",
    refetchInterval: pollWhileQueued,
  });

  const byDay = useMemo(() => {
    const map = new Map<string, PostRow[]>();
    for (const post of posts ?? []) {
      if (!post.calendarAt) continue;
      const key = dayKey(new Date(post.calendarAt), zone);
      map.set(key, [...(map.get(key) ?? []), post]);
    }
    for (const list of map.values()) list.sort((a, b) => new Date(a.calendarAt!).getTime() - new Date(b.calendarAt!).getTime());
    return map;
  }, [posts, zone]);
  const shown = (posts ?? []).filter((p) => p.calendarAt && new Date(p.calendarAt) >= from && new Date(p.calendarAt) < to).length;
  const open = openId ? (posts?.find((p) => p.id === openId) ?? null) : null;
  const unit = view === "month" ? "month" : "week";
  const queryClient = useQueryClient();
  // A small move before a drag starts, so a click still opens the post.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const [now] = useState(() => new Date());

  async function reschedule(post: PostRow, day: Date) {
    const at = onDay(new Date(post.scheduledAt!), day, zone);
    if (at.getTime() === new Date(post.scheduledAt!).getTime()) return;
    if (at <= new Date()) return void toast.error("A post cannot be scheduled in the past.");
    try {
      const result = await updatePostAction(workspaceId, post.id, { scheduledAt: at.toISOString() });
      if (result.ok) toast.success(`Rescheduled for ${f.dateTime(at)}`);
      else toast.error(result.error);
    } catch {
      toast.error("Could not reach the server; the post keeps its time.");
    } finally {
      await queryClient.invalidateQueries({ queryKey: ["posts", workspaceId] });
    }
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const post = posts?.find((p) => p.id === active.id);
    const day = over ? days.find((d) => dayKey(d, zone) === over.id) : undefined;
    if (post && day) void reschedule(post, day);
  }

  return (
    <section aria-label={`Calendar, ${titleOf(f, view, days, anchor)}`} data-testid="post-calendar">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-base font-semibold" data-testid="calendar-title">
          {titleOf(f, view, days, anchor)}
        </h2>
        <Button size="sm" onClick={() => setAnchor(shiftAnchor(view, anchor, -1, zone))} aria-label={`Previous ${unit}`}>
          ‹
        </Button>
        <Button size="sm" onClick={() => setAnchor(today)}>
          Today
        </Button>
        <Button size="sm" onClick={() => setAnchor(shiftAnchor(view, anchor, 1, zone))} aria-label={`Next ${unit}`}>
          ›
        </Button>
      </div>
      {isError ? (
        <p role="alert" className="mb-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          The posts could not be loaded. Retrying…
        </p>
      ) : null}
      <p className="mb-2 text-xs text-slate-500" aria-live="polite">
        {!posts
          ? "Loading…"
          : shown === 0
            ? `Nothing ${filter ? `${STATUS_LABELS[filter]?.toLowerCase()} ` : ""}this ${unit}.`
            : `${shown} post${shown === 1 ? "" : "s"} this ${unit}.`}{" "}
        Drafts without a date are in the list.
      </p>

      <p id="calendar-move-help" className="sr-only">
        Drag to another day, or press Alt and an arrow key to move it a day or a week.
      </p>
      <DndContext
        sensors={sensors}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: {
            onDragStart: () => "Picked up the post.",
            onDragOver: ({ over }) => (over ? `Over ${f.dayHeading(days.find((d) => dayKey(d, zone) === over.id) ?? new Date())}.` : "Not over a day."),
            onDragEnd: ({ over }) => (over ? "Dropped; rescheduling." : "Dropped outside the calendar; nothing changed."),
            onDragCancel: () => "Move cancelled; nothing changed.",
          },
        }}
      >
        <div
          className={`overflow-hidden rounded-xl border border-slate-200 bg-white transition-opacity ${!posts || isPlaceholderData ? "opacity-60" : ""}`}
          aria-busy={!posts || isPlaceholderData}
        >
          <div aria-hidden className="hidden grid-cols-7 border-b border-slate-200 bg-slate-50 text-center text-xs font-medium text-slate-500 sm:grid">
            {days.slice(0, 7).map((d) => (
              <div key={d.getDay()} className="py-1.5">
                {f.weekday(d)}
              </div>
            ))}
          </div>
          <ol className={`grid ${view === "week" ? "grid-cols-1 sm:grid-cols-7" : "grid-cols-7"}`}>
            {days.map((day) => {
              const key = dayKey(day, zone);
              const entries = byDay.get(key) ?? [];
              const visible = view === "month" ? entries.slice(0, MONTH_CELL_ENTRIES) : entries;
              const isToday = key === dayKey(today, zone);
              const outside = view === "month" && day.getMonth() !== anchor.getMonth();
              const composeAt = canEdit && entries.length === 0 ? newPostTime(day, now, zone) : null;
              return (
                <DayCell
                  key={key}
                  dayId={key}
                  aria-label={f.dayHeading(day)}
                  data-day={key}
                  className={`border-slate-100 p-1.5 sm:border-r sm:border-b ${view === "month" ? "min-h-16 border-r border-b sm:min-h-24" : "border-b sm:min-h-64"} ${outside ? "bg-slate-50/70" : ""}`}
                >
                  <div className={`mb-1 flex items-center gap-1 text-xs ${outside ? "text-slate-400" : "text-slate-600"}`}>
                    <span
                      className={`inline-flex size-6 items-center justify-center rounded-full tabular-nums ${isToday ? "bg-brand-600 font-semibold text-white" : ""}`}
                    >
                      {day.getDate()}
                    </span>
                    {view === "week" ? <span className="sm:hidden">{f.weekday(day)}</span> : null}
                  </div>
                  <ul className="space-y-1">
                    {visible.map((post) => (
                      <li key={post.id}>
                        <Entry
                          post={post}
                          onOpen={setOpenId}
                          wide={view === "week"}
                          movable={canReschedule(post, canEdit, now)}
                          onMoveBy={(p, n) => void reschedule(p, addDays(new Date(p.scheduledAt!), n, zone))}
                        />
                      </li>
                    ))}
                  </ul>
                  {composeAt ? (
                    <Link
                      href={`/${workspaceId}/posts/new?at=${encodeURIComponent(composeAt.toISOString())}`}
                      className="mt-1 block rounded px-1 text-xs text-slate-600 hover:bg-slate-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      + New post
                      <span className="sr-only">
                        {" "}
                        on {f.dayHeading(day)} at {f.time(composeAt)}
                      </span>
                    </Link>
                  ) : null}
                  {entries.length > visible.length ? (
                    <button
                      type="button"
                      onClick={() => {
                        setAnchor(day);
                        onViewChange("week");
                      }}
                      className="mt-1 rounded px-1 text-xs font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      +{entries.length - visible.length} more<span className="sr-only"> on {f.dayHeading(day)}</span>
                    </button>
                  ) : null}
                </DayCell>
              );
            })}
          </ol>
        </div>
      </DndContext>
      <PostDetailsDialog post={open} workspaceId={workspaceId} canEdit={canEdit} onClose={() => setOpenId(null)} />
    </section>
  );
}
