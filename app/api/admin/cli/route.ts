// POST /api/admin/cli — runs an admin CLI command inside the app that owns the embedded database.
// Only the holder of .data/app.lock's token may call it; with a PostgreSQL server the CLI never needs it.
import { handleAdminRequest } from "@/lib/admin/handle-admin-request";

export const dynamic = "force-dynamic";

export function POST(req: Request): Promise<Response> {
  return handleAdminRequest(req);
}
