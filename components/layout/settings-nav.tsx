"use client";

// The tabs of Settings: the workspace itself, its people, the developer tools (API keys, webhooks), then the
// person's own account (settings/profile, also reached from the account menu), so its page has its tab lit.
import { Building2, KeyRound, UserRound, Users, Webhook } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";

const TABS = [
  { href: "workspace", label: "Workspace", icon: Building2 },
  { href: "members", label: "Members", icon: Users },
  { href: "api-keys", label: "API keys", icon: KeyRound },
  { href: "webhooks", label: "Webhooks", icon: Webhook },
  { href: "profile", label: "Your account", icon: UserRound },
];

export function SettingsNav({ workspaceId }: { workspaceId: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Settings" className="mb-6 flex gap-1 overflow-x-auto border-b border-slate-200">
      {TABS.map((tab) => {
        const href = `/${workspaceId}/settings/${tab.href}`;
        const active = pathname === href || pathname.startsWith(`${href}/`);
        return (
          <Link
            key={tab.href}
            href={href}
            aria-current={active ? "page" : undefined}
            className={`-mb-px inline-flex items-center gap-1.5 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap ${
              active ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"
            }`}
          >
            <tab.icon aria-hidden className="size-4" />
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
