"use client";

// The bell in the header: how many notifications are unread, polled while the app is open, and the way to
// the notifications page. The count is read after hydration (never rendered on the server), so the first
// paint is the same everywhere.
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { fetchNotifications, NOTIFICATIONS_KEY } from "./fetch-notifications";

const POLL_MS = 30_000;

export function NotificationBell({ workspaceId }: { workspaceId: string }) {
  const { data } = useQuery({
    queryKey: [...NOTIFICATIONS_KEY, workspaceId, "count"],
    queryFn: ({ signal }) => fetchNotifications(workspaceId, 1, signal),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });
  const unread = data?.unread ?? 0;
  const label = unread === 0 ? "Notifications" : `Notifications, ${unread} unread`;
  return (
    <Link
      href={`/${workspaceId}/notifications`}
      aria-label={label}
      title={label}
      data-testid="notification-bell"
      className="relative inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="h-5 w-5">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M10.3 20a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {unread > 0 ? (
        <span
          data-testid="notification-unread-count"
          className="absolute -right-1 -top-1 min-w-[1.1rem] rounded-full bg-red-600 px-1 text-center text-[0.7rem] font-semibold leading-[1.1rem] text-white"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </Link>
  );
}
