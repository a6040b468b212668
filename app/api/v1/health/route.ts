// GET /functions/v1/api/health — no auth: is the app up and can it reach its database (503 when not).
import { json } from "@/lib/api/respond";
import { checkDatabase } from "@/lib/services/health/check-database";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const database = await checkDatabase();
  return json({ ok: database.reachable, database }, database.reachable ? 200 : 503);
}
