// /admin: the state of the whole instance for the operators (operator-policy: named in POSTLANE_ADMIN_EMAILS, address verified) (read-only);
// a 404 for everyone else, signed out included, as /admin/outbox is.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InstanceStatusView } from "@/components/admin/instance-status";
import { PageHeader } from "@/components/ui/page-header";
import { getSessionUser } from "@/lib/session/session";
import { getViewerTime } from "@/lib/session/viewer-time";
import { isInstanceOperator } from "@/lib/services/operations/operator-policy";
import { getInstanceStatus } from "@/lib/services/operations/get-instance-status";

export const metadata: Metadata = { title: "Instance status", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function InstanceStatusPage() {
  const user = await getSessionUser();
  if (!user || !(await isInstanceOperator(user.id))) notFound();
  const [status, vt] = await Promise.all([getInstanceStatus(), getViewerTime()]);
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <PageHeader title="Instance status" description="Every workspace on this Postlane server, read-only. Reload for fresh figures." />
      <InstanceStatusView status={status} vt={vt} />
    </main>
  );
}
