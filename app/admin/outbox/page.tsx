// /admin/outbox: every email Postlane composed, for the instance operators (operator-policy: named in POSTLANE_ADMIN_EMAILS, address verified);
// a 404 for everyone else (signed out included), so the page does not say it exists.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OutboxFilters } from "@/components/email/outbox-filters";
import { OutboxList } from "@/components/email/outbox-list";
import { PageHeader } from "@/components/ui/page-header";
import { getSessionUser } from "@/lib/session/session";
import { smtpConfigured } from "@/lib/email/smtp-transport";
import { listOutbox, listOutboxKinds, OUTBOX_STATUSES } from "@/lib/services/email/list-outbox";
import { isInstanceOperator } from "@/lib/services/operations/operator-policy";

export const metadata: Metadata = { title: "Outbox", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function OutboxPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await getSessionUser();
  if (!user || !(await isInstanceOperator(user.id))) notFound();
  const params = await searchParams;
  const one = (name: string) => {
    const value = params[name];
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    return text ? text : undefined;
  };
  // A status the filter does not offer (an edited address) shows everything rather than an error page.
  const status = OUTBOX_STATUSES.find((s) => s === one("status"));
  const current = { status, kind: one("kind")?.slice(0, 100), to: one("to")?.slice(0, 320) };
  const [rows, kinds] = await Promise.all([listOutbox({ userId: user.id, filter: current }), listOutboxKinds({ userId: user.id })]);
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <PageHeader
        title="Outbox"
        description={
          smtpConfigured()
            ? "The latest emails Postlane composed and what became of each."
            : "No SMTP server is configured (SMTP_URL), so emails are kept here instead of sent, their sign-in links redacted. Pass an invitation on with Members → Copy invite link, a password reset with the CLI's user reset-link."
        }
      />
      <OutboxFilters statuses={OUTBOX_STATUSES} kinds={kinds} current={current} />
      <OutboxList
        filtered={Boolean(current.status || current.kind || current.to)}
        rows={rows.map((r) => ({
          ...r,
          nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
          sentAt: r.sentAt?.toISOString() ?? null,
          createdAt: r.createdAt.toISOString(),
        }))}
      />
    </main>
  );
}
