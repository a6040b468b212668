// POST /api/admin/cli — runs an admin CLI command inside the app that owns the embedded database.
// Only the holder of .data/app.lock's token may call it; with a PostgreSQL server the CLI never needs it.
import crypto from "node:crypto";
import { runAdminCommand } from "@/lib/admin/admin-commands";
import { ADMIN_TOKEN_HEADER } from "@/lib/admin/admin-client";
import { errorResponse, json } from "@/lib/api/respond";
import { heldEmbeddedLock } from "@/lib/db/embedded-lock";
import { UnauthorizedError } from "@/lib/errors";

export const dynamic = "force-dynamic";

function tokenMatches(given: string | null, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export async function POST(req: Request): Promise<Response> {
  try {
    if (!tokenMatches(req.headers.get(ADMIN_TOKEN_HEADER), heldEmbeddedLock()?.adminToken)) {
      throw new UnauthorizedError("Invalid admin token");
    }
    return json(await runAdminCommand(await req.json()));
  } catch (error) {
    return errorResponse(error);
  }
}
