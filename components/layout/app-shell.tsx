"use client";

import { BarChart3, CalendarClock, ClipboardCheck, Images, Lightbulb, Link2, ListChecks, LogOut, Settings, Users, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { signOut } from "@/components/auth/sign-out";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { Toaster } from "@/components/ui/toaster";
import { CreateWorkspaceButton } from "@/components/workspaces/create-workspace-dialog";
import { HYDRATED_MARK } from "./hydrated-mark";
import { ZoneNotice } from "./zone-notice";

interface WorkspaceSummary {
  id: string;
  name: string;
  role: string;
  /** The client colour (#rrggbb) an agency gave this workspace; null: none. */
  color?: string | null;
  /** The client's logo (a PNG or JPEG of the media library); null: none. */
  logoUrl?: string | null;
  /** "Posts need approval" is on: the Approvals page joins the navigation. */
  postsNeedApproval?: boolean;
  /** Posts awaiting a decision: the number on the Approvals tab (which also shows while any wait, setting or not). */
  pendingApprovals?: number;
}

// The marketer's sections. Members, API keys and Webhooks live under Settings (its own tabs,
// components/layout/settings-nav.tsx): the developer tools are one click further away than daily work.
const NAV: { href: string; label: string; icon: LucideIcon; match?: string; approvalsOnly?: boolean }[] = [
  { href: "ideas", label: "Ideas", icon: Lightbulb },
  { href: "posts", label: "Posts", icon: ListChecks },
  { href: "posts/review", label: "Approvals", icon: ClipboardCheck, approvalsOnly: true },
  { href: "queue", label: "Queue", icon: CalendarClock },
  { href: "accounts", label: "Accounts", icon: Users },
  { href: "media", label: "Media", icon: Images },
  { href: "analytics", label: "Analytics", icon: BarChart3 },
  { href: "links", label: "Links", icon: Link2 },
  { href: "settings/workspace", label: "Settings", icon: Settings, match: "settings" },
];

export function AppShell({
  user,
  workspace,
  workspaces,
  profileZone = null,
  children,
}: {
  user: { email: string; name: string | null };
  /** The zone on the person's profile, for the notice when their browser is elsewhere; null while they have none. */
  profileZone?: string | null;
  workspace: WorkspaceSummary;
  workspaces: WorkspaceSummary[];
  children: ReactNode;
}) {
  const pathname = usePathname();
  // React has hydrated the page (effects run after the hydrating commit, and no Suspense boundary splits the
  // tree): from here every control answers. `npm run bench:ui` reads this mark as the time to interactive.
  useEffect(() => {
    performance.mark(HYDRATED_MARK);
  }, []);
  const router = useRouter();
  const section = pathname.split("/").slice(2).join("/");
  const pending = workspace.pendingApprovals ?? 0;
  const nav = NAV.filter((item) => !item.approvalsOnly || workspace.postsNeedApproval || pending > 0);
  // The longest item the path is in: /posts/review is Approvals, not Posts.
  const base = (item: (typeof NAV)[number]) => item.match ?? item.href;
  const current = nav.filter((item) => section === base(item) || section.startsWith(`${base(item)}/`)).sort((a, b) => base(b).length - base(a).length)[0]?.href;

  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-3">
          <Link href={`/${workspace.id}/ideas`} className="text-lg font-semibold tracking-tight text-brand-700">
            Postlane
          </Link>
          <label className="sr-only" htmlFor="workspace-switcher">
            Workspace
          </label>
          {/* The client's logo, else its colour, marks which client's workspace this is at a glance. */}
          {workspace.logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- a small image of the media store, any host (local or S3)
            <img src={workspace.logoUrl} alt="" data-testid="workspace-logo" className="size-6 shrink-0 rounded object-contain" />
          ) : null}
          <span
            aria-hidden
            data-testid="workspace-color"
            className="inline-block size-3 shrink-0 rounded-full border border-slate-300"
            style={{ backgroundColor: workspace.color ?? "transparent" }}
          />
          <select
            id="workspace-switcher"
            value={workspace.id}
            onChange={(e) => router.push(`/${e.target.value}/${section || "ideas"}`)}
            className="max-w-[12rem] rounded-md border border-slate-300 bg-white px-2 py-1 text-sm sm:max-w-xs"
          >
            {workspaces.map((w) => (
              <option key={w.id} value={w.id}>
                {w.color ? "● " : ""}
                {w.name} ({w.role})
              </option>
            ))}
          </select>
          <CreateWorkspaceButton />
          <div className="ml-auto flex items-center gap-3 text-sm">
            <NotificationBell workspaceId={workspace.id} />
            <span className="hidden text-slate-600 sm:inline" data-testid="signed-in-as">
              {user.name ?? user.email}
            </span>
            <Link
              href={`/${workspace.id}/settings/profile`}
              aria-current={section === "settings/profile" ? "page" : undefined}
              className="rounded-md px-2 py-1 text-slate-700 hover:bg-slate-50 aria-[current=page]:font-medium aria-[current=page]:text-brand-700"
            >
              Your account
            </Link>
            <button
              type="button"
              onClick={() => void signOut("/sign-in")}
              className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1 text-slate-700 hover:bg-slate-50"
            >
              <LogOut aria-hidden className="size-4" />
              Sign out
            </button>
          </div>
        </div>
        <nav aria-label="Main" className="relative mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4">
          {nav.map((item) => {
            const active = item.href === current;
            return (
              <Link
                key={item.href}
                href={`/${workspace.id}/${item.href}`}
                aria-current={active ? "page" : undefined}
                className={`inline-flex items-center gap-1.5 whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium ${
                  active ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"
                }`}
              >
                <item.icon aria-hidden className="size-4" />
                {item.label}
                {item.approvalsOnly && pending > 0 ? (
                  <>
                    <span
                      aria-hidden="true"
                      data-testid="approvals-pending-count"
                      className="min-w-[1.25rem] rounded-full bg-violet-600 px-1.5 text-center text-xs leading-5 font-semibold text-white"
                    >
                      {pending > 99 ? "99+" : pending}
                    </span>
                    <span className="sr-only">, {pending} awaiting approval</span>
                  </>
                ) : null}
              </Link>
            );
          })}
        </nav>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6">
        <ZoneNotice profileZone={profileZone} />
        {children}
      </main>
      <Toaster />
    </div>
  );
}
