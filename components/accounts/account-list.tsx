"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { disconnectAccountAction } from "@/lib/actions/accounts";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { networkLabel } from "@/components/ui/format";
import { NetworkIcon } from "@/components/ui/network-icon";
import { useTimeFormat } from "@/components/ui/viewer-time";
import { EmptyState } from "@/components/ui/page-header";
import type { PlatformId } from "@/lib/platforms/ids";
import { toast } from "@/components/ui/toaster";

interface AccountRow {
  id: string;
  platform: string;
  username: string;
  avatarUrl: string | null;
  connectedAt: string;
  isConnected: boolean;
  requiresReauth: boolean;
  oauth: boolean;
  /** Token health (lib/tokens/token-health.ts), ISO dates; null where the network has none. */
  token: {
    expiresAt: string | null;
    /** When the refresh token itself runs out (TikTok 180 days after the consent): only a reconnect moves it. */
    refreshExpiresAt: string | null;
    lastRefreshAt: string | null;
    lastError: string | null;
    lastErrorAt: string | null;
    warning: string | null;
  };
}

/** "in 3 days", "in 5 h", "expired": how long the access token has left, from the server's clock. */
function expiresIn(expiresAt: string, now: number): string {
  const left = new Date(expiresAt).getTime() - now;
  if (left <= 0) return "expired";
  const hours = left / 3600_000;
  if (hours < 1) return `in ${Math.max(1, Math.round(left / 60_000))} min`;
  if (hours < 48) return `in ${Math.round(hours)} h`;
  return `in ${Math.round(hours / 24)} days`;
}

function health(a: AccountRow) {
  if (!a.isConnected) return { label: "Disconnected", className: "bg-slate-100 text-slate-600" };
  if (a.requiresReauth) return { label: "Needs reconnecting", className: "bg-red-100 text-red-800" };
  if (a.token.lastError) return { label: "Renewal failing", className: "bg-amber-100 text-amber-800" };
  return { label: "Healthy", className: "bg-emerald-50 text-emerald-700" };
}

export function AccountList({ workspaceId, accounts, canManage, now }: { workspaceId: string; accounts: AccountRow[]; canManage: boolean; now: number }) {
  const router = useRouter();
  const f = useTimeFormat();
  const [confirming, setConfirming] = useState<AccountRow | null>(null);
  const [pending, setPending] = useState(false);

  async function disconnect(account: AccountRow) {
    setPending(true);
    try {
      const result = await disconnectAccountAction(workspaceId, account.id);
      if (result.ok) toast.success(`Disconnected @${account.username}`);
      else toast.error(result.error);
    } catch {
      toast.error("Could not reach the server; the account is still connected.");
    } finally {
      setPending(false);
      setConfirming(null);
      router.refresh();
    }
  }

  if (accounts.length === 0) {
    return <EmptyState title="No connected accounts">Connect a network below to start publishing.</EmptyState>;
  }
  return (
    <>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" aria-label="Connected accounts">
        {accounts.map((a) => {
          const state = health(a);
          return (
            <li
              key={a.id}
              data-testid="account-row"
              className={`flex flex-wrap items-center gap-3 px-4 py-3 ${a.requiresReauth && a.isConnected ? "bg-red-50/50" : ""}`}
            >
              {/* The account's picture (or its initial), with its network's mark on the corner. */}
              <span className="relative shrink-0" data-testid="account-avatar">
                {a.avatarUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element -- avatars come from the networks' own CDNs
                  <img src={a.avatarUrl} alt="" className="size-9 rounded-full object-cover" />
                ) : (
                  <span aria-hidden className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700">
                    {a.username.slice(0, 1).toUpperCase()}
                  </span>
                )}
                <span className="absolute -right-1 -bottom-1 flex size-4 items-center justify-center rounded-full bg-white text-slate-800 ring-1 ring-slate-200">
                  <NetworkIcon platform={a.platform as PlatformId} size={10} decorative />
                </span>
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">@{a.username}</p>
                <p className="text-xs text-slate-500">
                  <span className="inline-flex items-center gap-1 align-middle">
                    <NetworkIcon platform={a.platform as PlatformId} size={12} decorative />
                    {networkLabel(a.platform)}
                  </span>{" "}
                  · connected {f.date(a.connectedAt)}
                </p>
                {a.isConnected ? (
                  <p className="text-xs text-slate-500" data-testid="token-health">
                    {a.token.expiresAt ? <>Token expires {expiresIn(a.token.expiresAt, now)}</> : <>Token does not expire</>}
                    {" · "}last renewed {a.token.lastRefreshAt ? f.dateTime(a.token.lastRefreshAt) : "never"}
                    {a.token.refreshExpiresAt ? <> · reconnect by {f.date(a.token.refreshExpiresAt)}</> : null}
                  </p>
                ) : null}
                {a.isConnected && a.token.lastError ? (
                  <p className="text-xs text-red-700" data-testid="token-error">
                    Last renewal failed {f.dateTime(a.token.lastErrorAt)}: {a.token.lastError}
                  </p>
                ) : null}
                {a.isConnected && a.token.warning ? (
                  <p role="alert" className="text-xs font-medium text-red-800">
                    {a.token.warning}
                  </p>
                ) : null}
              </div>
              <span className={`rounded px-2 py-0.5 text-xs font-semibold ${state.className}`}>{state.label}</span>
              {canManage && a.oauth ? (
                <a
                  href={`/api/connect/${a.platform}/start?workspace=${workspaceId}&reconnect=${a.id}`}
                  className={
                    a.requiresReauth || !a.isConnected
                      ? "rounded-md bg-brand-600 px-2.5 py-1 text-xs font-medium text-white hover:bg-brand-700"
                      : "rounded-md border border-slate-300 px-2.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50"
                  }
                >
                  Reconnect
                </a>
              ) : null}
              {canManage && a.isConnected ? (
                <Button size="sm" onClick={() => setConfirming(a)} aria-label={`Disconnect @${a.username}`}>
                  Disconnect
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title={`Disconnect @${confirming?.username}?`}
        description="Postlane forgets its tokens and stops publishing to it; scheduled posts for it will fail. Past posts stay."
        confirmLabel="Disconnect"
        pending={pending}
        onConfirm={() => confirming && disconnect(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
