// Builds post/publish.requested events for queued rows (the jobs seam, and the Inngest sweeps). It lives in
// lib/jobs, beside the other job-to-event mapping, so the pipeline in lib/publishing never imports inngest/.
import { db } from "../db";
import { postPublishRequested } from "@/lib/jobs/inngest/events";

export async function publishEventsFor(postIds: string[], { dedupe }: { dedupe: boolean }) {
  if (postIds.length === 0) return [];
  const rows = await db.post.findMany({
    where: { id: { in: postIds }, status: "queued", deletedAt: null },
    select: { id: true, platforms: true, connectedAccountId: true, queuedAt: true },
  });
  return rows.map((row) =>
    postPublishRequested.create(
      { postId: row.id, accountKey: row.connectedAccountId ?? row.id, platform: row.platforms[0] ?? "unknown" },
      // The dispatcher's event for a row is sent once per queueing (Inngest drops a repeat of the same id);
      // the sweep sends without an id because it only fires for rows nobody is working on.
      dedupe ? { id: `publish-${row.id}-${row.queuedAt?.getTime() ?? 0}` } : undefined,
    ),
  );
}
