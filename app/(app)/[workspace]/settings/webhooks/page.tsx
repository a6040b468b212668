import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/ui/page-header";
import { CreateWebhookButton } from "@/components/webhooks/create-webhook-button";
import { WebhookList } from "@/components/webhooks/webhook-list";
import { canWrite } from "@/lib/auth/roles";
import { getWorkspaceContext } from "@/lib/session/workspace-context";
import { listWebhookDeliveries } from "@/lib/services/webhooks/list-webhook-deliveries";
import { listWebhookEndpoints } from "@/lib/services/webhooks/list-webhook-endpoints";
import { previousSecretsUntil } from "@/lib/webhooks/previous-secrets";

export const metadata: Metadata = { title: "Webhooks" };

const iso = (d: Date | null) => d?.toISOString() ?? null;

export default async function WebhooksPage({ params }: { params: Promise<{ workspace: string }> }) {
  const { workspace: workspaceId } = await params;
  const { user, role } = await getWorkspaceContext(workspaceId);
  const actor = { kind: "user" as const, userId: user.id };
  const endpoints = (await listWebhookEndpoints({ workspaceId, actor })).rows;
  const logs = await Promise.all(endpoints.map((e) => listWebhookDeliveries({ workspaceId, actor, input: { id: e.id, limit: 20 } }).then((page) => page.rows)));
  const disabled = endpoints.filter((e) => e.disabledAt !== null).length;
  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Postlane calls these URLs with a signed JSON body when posts, ideas and accounts change (Standard Webhooks)."
        actions={canWrite(role) ? <CreateWebhookButton workspaceId={workspaceId} /> : null}
      />
      {disabled > 0 ? (
        <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {disabled === 1 ? "One endpoint was" : `${disabled} endpoints were`} disabled. Fix the receiver, then enable it again below.
        </p>
      ) : null}
      {!canWrite(role) ? (
        <p className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-800">
          You are a viewer in this workspace, so you can see webhooks but not change them.
        </p>
      ) : null}
      <WebhookList
        workspaceId={workspaceId}
        canEdit={canWrite(role)}
        webhooks={endpoints.map((e, i) => ({
          id: e.id,
          url: e.url,
          description: e.description,
          events: e.events,
          enabled: e.disabledAt === null,
          disabledReason: e.disabledReason,
          failingSince: iso(e.failingSince),
          previousSecretExpiresAt: iso(previousSecretsUntil(e.previousSecrets)),
          createdAt: e.createdAt.toISOString(),
          deliveries: logs[i].map((d) => ({
            id: d.id,
            eventId: d.eventId,
            eventType: d.event.type,
            status: d.status,
            attempts: d.attempts,
            responseStatus: d.responseStatus,
            latencyMs: d.latencyMs,
            responseExcerpt: d.responseExcerpt,
            lastAttemptAt: iso(d.lastAttemptAt),
            nextAttemptAt: iso(d.nextAttemptAt),
            createdAt: d.createdAt.toISOString(),
          })),
        }))}
      />
      <p className="mt-6 text-sm text-slate-600">
        Events, signing, retries and how to verify a request:{" "}
        <Link href="/docs/api" className="font-medium text-brand-700 hover:underline">
          API reference
        </Link>{" "}
        and the webhooks guide (docs/webhooks.md).
      </p>
    </>
  );
}
