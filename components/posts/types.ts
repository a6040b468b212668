import type { listWorkspacePosts } from "@/lib/services/posts/list-workspace-posts";

/** A row of the posts page (list and calendar). */
export type PostRow = PostsPage["posts"][number];

/** A page of the list (a calendar's range comes whole, with no next page). */
export type PostsPage = Awaited<ReturnType<typeof listWorkspacePosts>>;
