import type { Metadata } from "next";
import { EmptyState, PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Posts" };

export default function PostsPage() {
  return (
    <>
      <PageHeader title="Posts" description="Drafts, scheduled and published posts across your networks." />
      <EmptyState title="No posts yet">Posts you create here or through the API appear in this list.</EmptyState>
    </>
  );
}
