// Stops what the app may have started in this process, as a server's graceful stop does
// (lib/server/on-server-start.ts onServerStop), then closes the database client: the pool and the change
// listeners. The embedded database in memory stays open for the next file (test/shared-worker-reset.ts).
// For the end of a test file whose worker process goes on to the next file (test/shared-db-file-end.ts).
import { disconnectDb } from "@/lib/db";
import { onServerStop } from "@/lib/server/on-server-start";

export async function stopAppInProcess(): Promise<void> {
  await onServerStop({ deadlineMs: 0 });
  await disconnectDb();
}
