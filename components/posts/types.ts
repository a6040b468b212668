import type { listWorkspacePosts } from "@/lib/services/posts/list-workspace-posts";

/** A row of the posts page (list and calendar). */
export type PostRow = Awaited<ReturnType<typeof listWorkspacePosts>>[number];
