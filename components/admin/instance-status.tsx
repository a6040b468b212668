// The operator's status page body: one section per part of the instance, rendered on the server only (no client
// state), with every time in the viewer's zone through the shared formatters, so nothing changes on hydration.
import Link from "next/link";
import type { ReactNode } from "react";
import type { InstanceStatus } from "@/lib/services/operations/get-instance-status";
import { formatDateTime, formatNumber, formatTimeAgo } from "@/lib/time/format";
import type { ViewerTime } from "@/lib/time/viewer-time";

const OUTBOX_LABELS: Record<string, string> = {
  queued: "waiting to send",
  sending: "sending",
  sent: "sent",
  failed: "not delivered",
  stored: "kept (no SMTP configured)",
};

function formatBytes(vt: ViewerTime, bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${formatNumber(vt, unit === 0 ? value : Math.round(value * 10) / 10)} ${units[unit]}`;
}

function formatDuration(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return `${minutes} min`;
}

function Section({ title, summary, children }: { title: string; summary: string; children?: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 className="font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{summary}</p>
      {children ? <div className="mt-3">{children}</div> : null}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

const cell = "py-1.5 pr-4 align-top";

export function InstanceStatusView({ status, vt }: { status: InstanceStatus; vt: ViewerTime }) {
  const now = status.generatedAt.getTime();
  const { queue, failures, accountsNeedingReconnect: reconnect, webhookEndpoints: webhooks, outbox, database } = status;
  const more = (shown: number, total: number) => (total > shown ? ` The ${shown} most recent are listed.` : "");
  return (
    <div className="space-y-4">
      <Section title="Instance" summary={`As of ${formatDateTime(vt, status.generatedAt)}.`}>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Figure label="Version" value={status.version} />
          <Figure label="Up for" value={formatDuration(status.process.uptimeSeconds)} />
          <Figure label="Publishing workers" value={formatNumber(vt, status.workers.length)} />
          <Figure label={database.kind === "postgres" ? "PostgreSQL database" : "Embedded database"} value={formatBytes(vt, database.bytes)} />
        </dl>
        <p className="mt-2 text-xs text-slate-500">This server started {formatDateTime(vt, status.process.startedAt)}.</p>
      </Section>

      <Section
        title="Publishing queue"
        summary={
          queue.oldestQueuedAt
            ? `The oldest post waiting was queued ${formatTimeAgo(vt, queue.oldestQueuedAt, now)} (${formatDateTime(vt, queue.oldestQueuedAt)}).`
            : "Nothing is waiting to be published."
        }
      >
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Figure label="Waiting" value={formatNumber(vt, queue.waiting)} />
          <Figure label="Publishing now" value={formatNumber(vt, queue.publishing)} />
        </dl>
      </Section>

      <Section
        title="Failures in the last 24 hours"
        summary={
          failures.total === 0
            ? "No post failed to publish in the last 24 hours."
            : `${formatNumber(vt, failures.total)} publishing failures, grouped by network and reason.`
        }
      >
        {failures.groups.length > 0 ? (
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-slate-500">
              <tr>
                <th className={cell}>Network</th>
                <th className={cell}>Reason</th>
                <th className={cell}>Count</th>
                <th className={cell}>Last</th>
              </tr>
            </thead>
            <tbody>
              {failures.groups.map((g) => (
                <tr key={`${g.platform}|${g.reason}`} className="border-t border-slate-100">
                  <td className={cell}>{g.platform}</td>
                  <td className={cell}>{g.reason}</td>
                  <td className={cell}>{formatNumber(vt, g.count)}</td>
                  <td className={cell}>{formatDateTime(vt, g.lastAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </Section>

      <Section
        title="Accounts to reconnect"
        summary={
          reconnect.total === 0
            ? "Every connected account can publish."
            : `${formatNumber(vt, reconnect.total)} accounts cannot publish until someone in their workspace reconnects them.${more(reconnect.accounts.length, reconnect.total)}`
        }
      >
        {reconnect.accounts.length > 0 ? (
          <ul className="divide-y divide-slate-100 text-sm">
            {reconnect.accounts.map((a) => (
              <li key={a.id} className="py-1.5">
                <span className="font-medium">{a.username}</span> on {a.platform} in {a.workspaceName}
                {a.since ? `, since ${formatDateTime(vt, a.since)}` : ""}
                {a.reason ? <span className="block text-slate-500">{a.reason}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </Section>

      <Section
        title="Webhook endpoints in trouble"
        summary={
          webhooks.total === 0
            ? "Every webhook endpoint is receiving its deliveries."
            : `${formatNumber(vt, webhooks.total)} endpoints are failing or turned off.${more(webhooks.endpoints.length, webhooks.total)}`
        }
      >
        {webhooks.endpoints.length > 0 ? (
          <ul className="divide-y divide-slate-100 text-sm">
            {webhooks.endpoints.map((e) => (
              <li key={e.id} className="py-1.5">
                <span className="font-medium">{e.host}</span> in {e.workspaceName}:{" "}
                {e.disabledAt
                  ? `turned off ${formatDateTime(vt, e.disabledAt)}${e.disabledReason ? ` (${e.disabledReason})` : ""}`
                  : `failing since ${formatDateTime(vt, e.failingSince)}`}
                , {formatNumber(vt, e.pendingDeliveries)} deliveries waiting
              </li>
            ))}
          </ul>
        ) : null}
      </Section>

      <Section
        title="Email outbox"
        summary={
          outbox.total === 0
            ? "No email has been composed yet."
            : Object.entries(outbox.byStatus)
                .map(([s, n]) => `${formatNumber(vt, n)} ${OUTBOX_LABELS[s] ?? s}`)
                .join(", ") + (outbox.oldestWaitingAt ? `; the oldest waiting since ${formatDateTime(vt, outbox.oldestWaitingAt)}.` : ".")
        }
      >
        <Link href="/admin/outbox" className="text-sm text-brand-600 underline">
          Open the outbox
        </Link>
      </Section>
    </div>
  );
}
