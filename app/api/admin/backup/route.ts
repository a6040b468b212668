// POST /api/admin/backup — an online backup of the embedded database this app owns, as a .tar.gz archive.
// Only the holder of .data/app.lock's token may call it (`npm run cli -- backup` while the app runs).
import { handleAdminBackupRequest } from "@/lib/admin/handle-admin-request";

export const dynamic = "force-dynamic";

export function POST(req: Request): Promise<Response> {
  return handleAdminBackupRequest(req);
}
