import { openApiDocument } from "@/lib/api/openapi";
import { json } from "@/lib/api/respond";

export const dynamic = "force-dynamic";

// GET /openapi.json — the OpenAPI 3.1 document of this API (no key needed)
export async function GET(): Promise<Response> {
  return json(openApiDocument(), 200, { "cache-control": "public, max-age=300" });
}
