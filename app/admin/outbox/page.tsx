// /admin/outbox: every email Postlane composed, for the instance operators (operator-policy: named in POSTLANE_ADMIN_EMAILS, address verified);
// a 404 for everyone else (signed out included), so the page does not say it exists.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OutboxList } from "@/components/email/outbox-list";
import { PageHeader } from "@/components/ui/page-header";
import { getSessionUser } from "@/lib/session/session";
import { smtpConfigured } from "@/lib/email/smtp-transport";
import { listOutbox } from "@/lib/services/email/list-outbox";
import { isInstanceOperator } from "@/lib/services/operations/operator-policy";

export const metadata: Metadata = { title: "Outbox", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function OutboxPage() {
  const user = await getSessionUser();
  if (!user || !(await isInstanceOperator(user.id))) notFound();
  const rows = await listOutbox({ userId: user.id });
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
      <OutboxList
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
