"use client";

// The posts as a week or a month: each row at its time in the viewer's time zone — when it was published,
// else when it is scheduled, else when it was sent to its network — with the status filter of the list.
// A post is one entry whatever became of it per network (the fan-out's rows share a group id): its title or
// first caption line, a thumbnail of its first media, and a brand mark with a status dot per network.
// Clicking an entry opens the post. Like the list, it refreshes itself while a row is publishing.
// A scheduled post is rescheduled by dragging it to another day (the month) or hour (the week's hour rows,
// week-hours.tsx), or with Alt+arrow keys once focused; an empty day offers a new post for that day.
import { ShownZone } from "@/components/ui/shown-zone";
import { DndContext, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useMemo, useState, type ReactNode } from "react";
import { filterWords, type PostFilter } from "./post-filter";
import { updatePostAction } from "@/lib/actions/edit-post";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { MediaThumbnail } from "@/components/composer/media-thumbnail";
import { Button } from "@/components/ui/button";
import { networkLabel } from "@/components/ui/format";
import { toast } from "@/components/ui/toaster";
import { useTimeFormat, type TimeFormat } from "@/components/ui/viewer-time";
import { addDays, calendarRange, countedRange, dayKey, firstDayOfWeek, shiftAnchor, startOfDay, type CalendarView } from "./calendar-dates";
import { atHour, canReschedule, daysForKey, newPostTime, onDay, parseSlotId } from "./calendar-reschedule";
import { fetchPosts } from "./fetch-posts";
import { groupPosts, groupStatus, postHeadline, type PostGroup } from "./group-posts";
import { pollWhileQueued } from "./in-flight";
import { PostDetailsDialog } from "./post-details-dialog";
import { APPROVAL_LABELS } from "./approval-badge";
import { STATUS_LABELS, STATUS_STYLES } from "./status-badge";
import { NetworkStatusDot } from "./status-dot";
import { WeekHours } from "./week-hours";
import type { PostRow } from "./types";

/** Entries a month cell shows before "+n more" (which opens that week). */
const MONTH_CELL_ENTRIES = 3;

function titleOf(f: TimeFormat, view: CalendarView, days: Date[], anchor: Date): string {
  if (view === "month") return f.monthYear(anchor);
  return `${f.shortDay(days[0])} – ${f.shortDay(days[days.length - 1])}, ${days[days.length - 1].getFullYear()}`;
}

/** A post on the calendar: its group of rows, at the earliest of their times. */
interface CalendarPost extends PostGroup {
  at: Date;
  status: string;
}

function toCalendarPosts(rows: PostRow[]): CalendarPost[] {
  return groupPosts(rows.filter((row) => row.calendarAt)).map((group) => ({
    ...group,
    at: new Date(Math.min(...group.rows.map((row) => new Date(row.calendarAt!).getTime()))),
    status: groupStatus(group),
  }));
}

function Entry({
  entry,
  onOpen,
  wide,
  movable,
  onMoveBy,
}: {
  entry: CalendarPost;
  onOpen: (key: string) => void;
  wide: boolean;
  movable: boolean;
  onMoveBy: (post: PostRow, days: number) => void;
}) {
  const f = useTimeFormat();
  const { lead, rows, at, status } = entry;
  const headline = postHeadline(lead) || "No caption";
  const networks = rows.map((row) => `${row.platforms.map(networkLabel).join(", ")}${row.account ? ` @${row.account.platformUsername}` : ""}`).join("; ");
  const statusText =
    rows.length > 1
      ? rows.map((row) => `${row.platforms.map(networkLabel).join(", ")} ${STATUS_LABELS[row.status] ?? row.status}`).join(", ")
      : (STATUS_LABELS[status] ?? status);
  const approval = APPROVAL_LABELS[lead.approvalState] ? `, ${APPROVAL_LABELS[lead.approvalState].toLowerCase()}` : "";
  const label = `${f.time(at)}, ${networks}, ${statusText}${approval}${lead.mode === "test" ? ", test post" : ""}: ${headline}`;
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: entry.key, disabled: !movable });
  const thumbnail = lead.mediaUrls[0];
  return (
    <button
      ref={setNodeRef}
      type="button"
      {...(movable ? { ...listeners, ...attributes, role: undefined, tabIndex: undefined, "aria-roledescription": "scheduled post" } : {})}
      onClick={() => onOpen(entry.key)}
      onKeyDown={(event) => {
        const days = movable ? daysForKey(event) : null;
        if (days === null) return;
        event.preventDefault();
        onMoveBy(lead, days);
      }}
      aria-keyshortcuts={movable ? "Alt+ArrowLeft Alt+ArrowRight Alt+ArrowUp Alt+ArrowDown" : undefined}
      aria-describedby={movable ? "calendar-move-help" : undefined}
      title={label}
      data-testid="calendar-entry"
      data-status={status}
      data-movable={movable}
      className={`flex w-full items-start gap-1.5 rounded px-1.5 py-0.5 text-left text-xs focus-visible:outline-2 focus-visible:outline-brand-600 ${movable ? "cursor-grab touch-none" : ""} ${isDragging ? "opacity-40" : ""} ${STATUS_STYLES[status] ?? STATUS_STYLES.draft} ${lead.mode === "test" ? "border border-dashed border-violet-400" : ""}`}
    >
      {thumbnail ? (
        <span
          className={`relative mt-0.5 shrink-0 overflow-hidden rounded bg-slate-100 ${wide ? "size-8" : "hidden size-5 lg:block"}`}
          data-testid="calendar-thumbnail"
        >
          <MediaThumbnail item={{ kind: lead.mediaType ?? "image", preview: thumbnail, alt: "" }} />
        </span>
      ) : null}
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5">
          <span className="font-medium tabular-nums">{f.time(at)}</span>
          <span className={`items-center gap-1.5 ${wide ? "inline-flex" : "hidden sm:inline-flex"}`}>
            {rows.flatMap((row) =>
              row.platforms.map((platform) => <NetworkStatusDot key={`${row.id}-${platform}`} platform={platform} status={row.status} quiet />),
            )}
          </span>
        </span>
        {APPROVAL_LABELS[lead.approvalState] ? (
          <span className="rounded bg-violet-100 px-1 text-[10px] font-medium text-violet-800" data-testid="approval-badge">
            {APPROVAL_LABELS[lead.approvalState]}
          </span>
        ) : null}
        {/* Read out after what is shown (the accessible name starts with the visible text, WCAG 2.5.3). */}
        <span className="sr-only">{`, ${networks}, ${statusText}${APPROVAL_LABELS[lead.approvalState] ? `, ${APPROVAL_LABELS[lead.approvalState].toLowerCase()}` : ""}${lead.mode === "test" ? ", test post" : ""}: `}</span>
        {wide ? (
          <span className="mt-0.5 line-clamp-2 font-medium [overflow-wrap:anywhere]">{headline}</span>
        ) : (
          <span className="hidden truncate lg:block">{headline}</span>
        )}
      </span>
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
  filter: PostFilter;
  view: CalendarView;
  onViewChange: (view: CalendarView) => void;
  canEdit: boolean;
}) {
  const f = useTimeFormat();
  const zone = f.viewer.timeZone;
  const [today] = useState(() => startOfDay(new Date(), zone));
  const [anchor, setAnchor] = useState(today);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const weekStartsOn = useMemo(() => firstDayOfWeek(f.viewer.locale), [f.viewer.locale]);
  const { from, to, days } = useMemo(() => calendarRange(view, anchor, weekStartsOn, zone), [view, anchor, weekStartsOn, zone]);

  const {
    data: posts,
    isError,
    isPlaceholderData,
  } = useQuery({
    queryKey: ["posts", workspaceId, filter ?? "all", "calendar", from.toISOString(), to.toISOString()],
    queryFn: ({ signal }) => fetchPosts(workspaceId, filter, { range: { from: from.toISOString(), to: to.toISOString() } }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: "always",
    refetchInterval: pollWhileQueued,
  });

  const calendarPosts = useMemo(() => toCalendarPosts(posts?.posts ?? []), [posts]);
  const byDay = useMemo(() => {
    const map = new Map<string, CalendarPost[]>();
    for (const entry of calendarPosts) {
      const key = dayKey(entry.at, zone);
      map.set(key, [...(map.get(key) ?? []), entry]);
    }
    for (const list of map.values()) list.sort((a, b) => a.at.getTime() - b.at.getTime());
    return map;
  }, [calendarPosts, zone]);
  // Posts, not rows: a post published to three networks counts once.
  // A month counts its own days only, in the viewer's zone: not the neighbouring months' days on its grid.
  const counted = countedRange(view, anchor, { from, to }, zone);
  const shown = calendarPosts.filter((entry) => entry.at >= counted.from && entry.at < counted.to).length;
  const open = openKey ? (calendarPosts.find((entry) => entry.key === openKey) ?? null) : null;
  const unit = view === "month" ? "month" : "week";
  const queryClient = useQueryClient();
  // A small move before a drag starts, so a click still opens the post.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const [now] = useState(() => new Date());

  async function reschedule(post: PostRow, at: Date) {
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

  // A month's day keeps the post's time of day; a week's hour row sets the hour (both in the viewer's zone).
  function dropTarget(id: string): { day: Date; hour: number | null } | undefined {
    const slot = parseSlotId(id);
    const day = days.find((d) => dayKey(d, zone) === (slot ? slot.dayKey : id));
    return day ? { day, hour: slot ? slot.hour : null } : undefined;
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const post = calendarPosts.find((entry) => entry.key === active.id)?.lead;
    const target = over ? dropTarget(String(over.id)) : undefined;
    if (!post || !target) return;
    void reschedule(post, target.hour === null ? onDay(new Date(post.scheduledAt!), target.day, zone) : atHour(target.day, target.hour, zone));
  }

  const renderEntry = (entry: CalendarPost) => (
    <Entry
      entry={entry}
      onOpen={setOpenKey}
      wide={view === "week"}
      movable={entry.rows.length === 1 && canReschedule(entry.lead, canEdit, now)}
      onMoveBy={(p, n) => {
        // The same time of day, n days on (addDays answers that day's midnight).
        const at = new Date(p.scheduledAt!);
        void reschedule(p, onDay(at, addDays(at, n, zone), zone));
      }}
    />
  );

  const renderCompose = (day: Date, hasEntries: boolean) => {
    const composeAt = canEdit && !hasEntries ? newPostTime(day, now, zone) : null;
    return composeAt ? (
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
    ) : null;
  };

  return (
    <section aria-label={`Calendar, ${titleOf(f, view, days, anchor)}`} data-testid="post-calendar">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-base font-semibold" data-testid="calendar-title">
          {titleOf(f, view, days, anchor)}
        </h2>
        <ShownZone />
        <Button size="sm" onClick={() => setAnchor(shiftAnchor(view, anchor, -1, zone))} aria-label={`Previous ${unit}`}>
          <ChevronLeft aria-hidden className="size-4" />
        </Button>
        <Button size="sm" onClick={() => setAnchor(today)}>
          Today
        </Button>
        <Button size="sm" onClick={() => setAnchor(shiftAnchor(view, anchor, 1, zone))} aria-label={`Next ${unit}`}>
          <ChevronRight aria-hidden className="size-4" />
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
            ? `Nothing ${filter ? `${filterWords(filter)} ` : ""}this ${unit}.`
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
            onDragOver: ({ over }) => {
              const target = over ? dropTarget(String(over.id)) : undefined;
              if (!target) return "Not over a day.";
              return `Over ${f.dayHeading(target.day)}${target.hour === null ? "" : `, ${f.time(atHour(target.day, target.hour, zone))}`}.`;
            },
            onDragEnd: ({ over }) => (over ? "Dropped; rescheduling." : "Dropped outside the calendar; nothing changed."),
            onDragCancel: () => "Move cancelled; nothing changed.",
          },
        }}
      >
        <div
          className={`overflow-hidden rounded-xl border border-slate-200 bg-white transition-opacity ${!posts || isPlaceholderData ? "opacity-60" : ""}`}
          aria-busy={!posts || isPlaceholderData}
        >
          {view === "week" ? (
            <WeekHours days={days} byDay={byDay} zone={zone} todayKey={dayKey(today, zone)} renderEntry={renderEntry} renderCompose={renderCompose} />
          ) : (
            <>
              <div aria-hidden className="hidden grid-cols-7 border-b border-slate-200 bg-slate-50 text-center text-xs font-medium text-slate-500 sm:grid">
                {days.slice(0, 7).map((d) => (
                  <div key={d.getDay()} className="py-1.5">
                    {f.weekday(d)}
                  </div>
                ))}
              </div>
              <ol className="grid grid-cols-7">
                {days.map((day) => {
                  const key = dayKey(day, zone);
                  const entries = byDay.get(key) ?? [];
                  const visible = entries.slice(0, MONTH_CELL_ENTRIES);
                  const isToday = key === dayKey(today, zone);
                  const outside = day.getMonth() !== anchor.getMonth();
                  return (
                    <DayCell
                      key={key}
                      dayId={key}
                      aria-label={f.dayHeading(day)}
                      data-day={key}
                      className={`min-h-16 border-r border-b border-slate-100 p-1.5 sm:min-h-24 ${outside ? "bg-slate-50/70" : ""}`}
                    >
                      <div className={`mb-1 flex items-center gap-1 text-xs ${outside ? "text-slate-500" : "text-slate-600"}`}>
                        <span
                          className={`inline-flex size-6 items-center justify-center rounded-full tabular-nums ${isToday ? "bg-brand-600 font-semibold text-white" : ""}`}
                        >
                          {day.getDate()}
                        </span>
                      </div>
                      <ul className="space-y-1">
                        {visible.map((entry) => (
                          <li key={entry.key}>{renderEntry(entry)}</li>
                        ))}
                      </ul>
                      {renderCompose(day, entries.length > 0)}
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
            </>
          )}
        </div>
      </DndContext>
      <PostDetailsDialog group={open} workspaceId={workspaceId} canEdit={canEdit} onClose={() => setOpenKey(null)} />
    </section>
  );
}
