"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import {
  deleteWebhookAction,
  resendWebhookDeliveryAction,
  rotateWebhookSecretAction,
  sendTestWebhookAction,
  setWebhookEnabledAction,
} from "@/lib/actions/webhooks";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { useTimeFormat } from "@/components/ui/viewer-time";
import { EmptyState } from "@/components/ui/page-header";
import { toast } from "@/components/ui/toaster";
import { EditWebhookButton } from "./edit-webhook-button";
import { SecretReveal } from "./secret-reveal";
import type { WebhookDeliveryRow, WebhookRow } from "./types";

const STATUS_STYLE: Record<WebhookDeliveryRow["status"], string> = {
  succeeded: "bg-emerald-50 text-emerald-700",
  pending: "bg-amber-50 text-amber-800",
  failed: "bg-red-50 text-red-700",
};

type Result = { ok: true } | { ok: false; error: string };

// The workspace's endpoints, each with its state, actions and delivery log. While a delivery is pending the
// page refreshes every 2 s, so a test event's outcome shows up without a reload.
export function WebhookList({ workspaceId, webhooks, canEdit }: { workspaceId: string; webhooks: WebhookRow[]; canEdit: boolean }) {
  const router = useRouter();
  const f = useTimeFormat();
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<WebhookRow | null>(null);
  const [rotating, setRotating] = useState<WebhookRow | null>(null);
  const [overlapHours, setOverlapHours] = useState(24);
  const [newSecret, setNewSecret] = useState<string | null>(null);
  const anyPending = webhooks.some((w) => w.deliveries.some((d) => d.status === "pending"));

  useEffect(() => {
    if (!anyPending) return;
    const timer = setInterval(() => router.refresh(), 2_000);
    return () => clearInterval(timer);
  }, [anyPending, router]);

  async function run(work: () => Promise<Result>, success: string) {
    setBusy(true);
    try {
      const result = await work();
      if (result.ok) {
        toast.success(success);
        router.refresh();
      } else toast.error(result.error);
      return result.ok;
    } catch {
      toast.error("Could not reach the server. Check your connection and try again.");
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function rotate(webhook: WebhookRow) {
    setBusy(true);
    try {
      const result = await rotateWebhookSecretAction(workspaceId, webhook.id, overlapHours);
      if (result.ok) setNewSecret(result.data.secret);
      else toast.error(result.error);
    } finally {
      setBusy(false);
    }
  }

  if (webhooks.length === 0) {
    return (
      <EmptyState title="No webhook endpoints yet">
        Add one to have Postlane call your automation (Zapier, Make, n8n, your own server) when posts and ideas change.
      </EmptyState>
    );
  }

  return (
    <div className="space-y-6">
      {webhooks.map((webhook) => (
        <section key={webhook.id} aria-label={`Webhook ${webhook.url}`} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          {!webhook.enabled ? (
            <p role="alert" className="mb-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              <strong>This endpoint is disabled.</strong> {webhook.disabledReason} New events are not sent to it until it is enabled again.
            </p>
          ) : webhook.failingSince ? (
            <p className="mb-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              Deliveries have been failing since {f.dateTime(webhook.failingSince)}. After 5 days of failures the endpoint is disabled.
            </p>
          ) : null}
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate font-mono text-sm font-medium text-slate-900">{webhook.url}</p>
              {webhook.description ? <p className="text-sm text-slate-600">{webhook.description}</p> : null}
              <p className="mt-1 text-xs text-slate-500">
                {webhook.events.includes("*") ? "every event" : webhook.events.join(", ")}
                {webhook.previousSecretExpiresAt ? ` · previous secret also signs until ${f.dateTime(webhook.previousSecretExpiresAt)}` : ""}
              </p>
            </div>
            {canEdit ? (
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  disabled={busy || !webhook.enabled}
                  onClick={() => run(() => sendTestWebhookAction(workspaceId, webhook.id), "Test event queued")}
                >
                  Send test event
                </Button>
                <EditWebhookButton workspaceId={workspaceId} webhook={webhook} disabled={busy} />
                <Button size="sm" disabled={busy} onClick={() => setRotating(webhook)}>
                  Rotate secret
                </Button>
                <Button
                  size="sm"
                  disabled={busy}
                  onClick={() =>
                    run(() => setWebhookEnabledAction(workspaceId, webhook.id, !webhook.enabled), webhook.enabled ? "Endpoint disabled" : "Endpoint enabled")
                  }
                >
                  {webhook.enabled ? "Disable" : "Enable"}
                </Button>
                <Button size="sm" variant="danger" disabled={busy} onClick={() => setDeleting(webhook)}>
                  Delete
                </Button>
              </div>
            ) : null}
          </div>
          <DeliveryLog
            deliveries={webhook.deliveries}
            canResend={canEdit && webhook.enabled}
            busy={busy}
            onResend={(d) => run(() => resendWebhookDeliveryAction(workspaceId, webhook.id, d.id), "Delivery queued again")}
          />
        </section>
      ))}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this endpoint?"
        description={`${deleting?.url ?? ""} stops receiving events, and its delivery log is deleted.`}
        confirmLabel="Delete endpoint"
        pending={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting && (await run(() => deleteWebhookAction(workspaceId, deleting.id), "Endpoint deleted"))) setDeleting(null);
        }}
      />
      <Dialog
        open={rotating !== null}
        onClose={() => {
          setRotating(null);
          setNewSecret(null);
          router.refresh();
        }}
        title={newSecret ? "The new signing secret" : "Rotate the signing secret?"}
      >
        {newSecret ? (
          <SecretReveal
            secret={newSecret}
            note={
              overlapHours > 0
                ? `The previous secret keeps signing too for ${overlapHours} h, so switch your receiver within that time.`
                : "The previous secret no longer signs."
            }
            onDone={() => {
              setRotating(null);
              setNewSecret(null);
              router.refresh();
            }}
          />
        ) : (
          <div className="space-y-4">
            <p className="text-sm text-slate-600">A new secret is made and shown once. During the overlap each request carries signatures with both secrets.</p>
            <label className="block text-sm font-medium text-slate-700" htmlFor="overlap-hours">
              Overlap (hours, 0–168)
            </label>
            <input
              id="overlap-hours"
              type="number"
              min={0}
              max={168}
              value={overlapHours}
              onChange={(e) => setOverlapHours(Math.max(0, Math.min(168, Math.round(Number(e.target.value) || 0))))}
              className="block w-32 rounded-md border border-slate-300 px-3 py-2 text-sm"
            />
            <div className="flex justify-end gap-2">
              <Button onClick={() => setRotating(null)} disabled={busy}>
                Cancel
              </Button>
              <Button variant="primary" disabled={busy} onClick={() => rotating && rotate(rotating)}>
                Rotate secret
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </div>
  );
}

function DeliveryLog({
  deliveries,
  canResend,
  busy,
  onResend,
}: {
  deliveries: WebhookDeliveryRow[];
  canResend: boolean;
  busy: boolean;
  onResend: (d: WebhookDeliveryRow) => void;
}) {
  const f = useTimeFormat();
  if (deliveries.length === 0) return <p className="mt-3 text-sm text-slate-500">No deliveries yet.</p>;
  return (
    <div className="relative mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label="Delivery log">
        <thead className="text-xs uppercase text-slate-500">
          <tr>
            <th className="py-1 pr-3 font-medium">When</th>
            <th className="py-1 pr-3 font-medium">Event</th>
            <th className="py-1 pr-3 font-medium">Status</th>
            <th className="py-1 pr-3 font-medium">Response</th>
            <th className="py-1 pr-3 font-medium">Latency</th>
            <th className="py-1 pr-3 font-medium">Attempts</th>
            <th className="py-1 font-medium" />
          </tr>
        </thead>
        <tbody>
          {deliveries.map((d) => (
            <tr key={d.id} className="border-t border-slate-100 align-top">
              <td className="py-1.5 pr-3 whitespace-nowrap">{f.dateTime(d.lastAttemptAt ?? d.createdAt)}</td>
              <td className="py-1.5 pr-3">
                <code className="text-xs">{d.eventType}</code>
              </td>
              <td className="py-1.5 pr-3">
                <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${STATUS_STYLE[d.status]}`}>{d.status}</span>
                {d.status === "pending" && d.nextAttemptAt && d.attempts > 0 ? (
                  <span className="ml-1 text-xs text-slate-500">retry {f.dateTime(d.nextAttemptAt)}</span>
                ) : null}
              </td>
              <td className="py-1.5 pr-3">
                {d.responseStatus ?? "—"}
                {d.responseExcerpt ? (
                  <details className="text-xs text-slate-600">
                    <summary className="cursor-pointer">body</summary>
                    <pre className="max-w-md whitespace-pre-wrap break-all">{d.responseExcerpt}</pre>
                  </details>
                ) : null}
              </td>
              <td className="py-1.5 pr-3">{d.latencyMs !== null ? `${d.latencyMs} ms` : "—"}</td>
              <td className="py-1.5 pr-3">{d.attempts}</td>
              <td className="py-1.5 text-right">
                {canResend && (d.status !== "pending" || d.attempts > 0) ? (
                  <Button size="sm" variant="ghost" disabled={busy} onClick={() => onResend(d)}>
                    {d.status === "pending" ? "Send now" : "Resend"}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
