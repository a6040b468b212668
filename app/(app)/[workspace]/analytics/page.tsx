import type { Metadata } from "next";
import { EmptyState, PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Analytics" };

export default function AnalyticsPage() {
  return (
    <>
      <PageHeader title="Analytics" description="Views, likes, comments and shares of your published posts." />
      <EmptyState title="No analytics yet">Metrics appear here once posts are published, refreshed hourly.</EmptyState>
    </>
  );
}
