"use client";

// The frame of the operator's pages (/admin, /admin/outbox): the app's header with the operator's two pages,
// a way back to the workspaces, and the person's account, as every other page of the app has.
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

const PAGES = [
  { href: "/admin", label: "Instance status" },
  { href: "/admin/outbox", label: "Email outbox" },
];

export function AdminShell({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <Link href="/" className="inline-flex items-center gap-1.5 text-sm text-slate-700 hover:text-slate-900">
            <ArrowLeft aria-hidden className="size-4" />
            Back to your workspaces
          </Link>
          <span className="text-sm font-semibold text-slate-900">Postlane · Operator</span>
          <nav aria-label="Operator" className="ml-auto flex gap-1">
            {PAGES.map((page) => (
              <Link
                key={page.href}
                href={page.href}
                aria-current={pathname === page.href ? "page" : undefined}
                className="rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-50 aria-[current=page]:font-medium aria-[current=page]:text-brand-700"
              >
                {page.label}
              </Link>
            ))}
          </nav>
        </div>
      </header>
      {children}
    </div>
  );
}
