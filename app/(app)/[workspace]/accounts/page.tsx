import type { Metadata } from "next";
import { EmptyState, PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Accounts" };

export default function AccountsPage() {
  return (
    <>
      <PageHeader title="Accounts" description="The social accounts this workspace publishes to." />
      <EmptyState title="No connected accounts">Connected accounts appear here with their health.</EmptyState>
    </>
  );
}
