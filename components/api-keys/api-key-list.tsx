"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { revokeApiKeyAction } from "@/lib/actions/api-keys";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useTimeFormat } from "@/components/ui/viewer-time";
import { EmptyState } from "@/components/ui/page-header";
import { toast } from "@/components/ui/toaster";
import type { ApiKeyRow } from "./types";

function keyState(key: ApiKeyRow): { label: string; className: string } {
  if (key.revokedAt) return { label: "Revoked", className: "bg-slate-100 text-slate-600" };
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= Date.now()) return { label: "Expired", className: "bg-slate-100 text-slate-600" };
  return { label: "Active", className: "bg-emerald-50 text-emerald-700" };
}

export function ApiKeyList({
  workspaceId,
  keys,
  currentUserEmail,
  canRevokeOthers,
}: {
  workspaceId: string;
  keys: ApiKeyRow[];
  currentUserEmail: string;
  canRevokeOthers: boolean;
}) {
  const router = useRouter();
  const f = useTimeFormat();
  const [confirming, setConfirming] = useState<ApiKeyRow | null>(null);
  const [pending, setPending] = useState(false);

  async function revoke(key: ApiKeyRow) {
    setPending(true);
    try {
      const result = await revokeApiKeyAction(workspaceId, key.id);
      if (result.ok) {
        toast.success(`API key “${key.name}” revoked`);
        router.refresh();
      } else {
        toast.error(result.error);
      }
    } catch {
      toast.error("Could not reach the server; the key was not revoked.");
    } finally {
      setPending(false);
      setConfirming(null);
    }
  }

  if (keys.length === 0) {
    return <EmptyState title="No API keys yet">Create a key to publish from scripts and automations.</EmptyState>;
  }

  return (
    <>
      <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="min-w-full text-sm">
          <caption className="sr-only">API keys of this workspace</caption>
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                Name
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Key
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Mode
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Scopes
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Created
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Last used
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Status
              </th>
              <th scope="col" className="px-4 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {keys.map((key) => {
              const state = keyState(key);
              const mayRevoke = !key.revokedAt && (canRevokeOthers || key.createdByEmail === currentUserEmail);
              return (
                <tr key={key.id} className={key.revokedAt ? "text-slate-500" : undefined}>
                  <td className="px-4 py-2">
                    <div className="font-medium">{key.connectedApp !== null ? `Connected app: ${key.connectedApp}` : key.name}</div>
                    <div className="text-xs text-slate-500">{key.connectedApp !== null ? `approved by ${key.createdBy}` : `by ${key.createdBy}`}</div>
                  </td>
                  <td className="px-4 py-2 font-mono text-xs whitespace-nowrap">{key.displayPrefix}…</td>
                  <td className="px-4 py-2">
                    <span
                      className={`rounded px-1.5 py-0.5 text-xs font-medium ${key.mode === "test" ? "bg-violet-50 text-violet-700" : "bg-sky-50 text-sky-700"}`}
                    >
                      {key.mode}
                    </span>
                    {key.draftsOnly ? (
                      <span className="ml-1 rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-amber-800">drafts only</span>
                    ) : null}
                  </td>
                  <td className="px-4 py-2">
                    <ul className="flex max-w-xs flex-wrap gap-1">
                      {key.scopes.map((scope) => (
                        <li key={scope} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700">
                          {scope}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td className="px-4 py-2 whitespace-nowrap">{f.date(key.createdAt)}</td>
                  <td className="px-4 py-2 whitespace-nowrap">{key.lastUsedAt ? f.dateTime(key.lastUsedAt) : "Never"}</td>
                  <td className="px-4 py-2 whitespace-nowrap">
                    <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${state.className}`}>{state.label}</span>
                    {key.expiresAt && !key.revokedAt ? <div className="text-xs text-slate-500">expires {f.date(key.expiresAt)}</div> : null}
                  </td>
                  <td className="px-4 py-2 text-right">
                    {mayRevoke ? (
                      <Button size="sm" variant="secondary" onClick={() => setConfirming(key)} aria-label={`Revoke ${key.name}`}>
                        Revoke
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title="Revoke this API key?"
        description={
          <>
            Requests with <span className="font-mono">{confirming?.displayPrefix}…</span> ({confirming?.name}) will be refused with 401 at once. This cannot be
            undone.
          </>
        }
        confirmLabel="Revoke key"
        pending={pending}
        onConfirm={() => confirming && revoke(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
