import { getSessionUser } from "@/lib/auth/session";
import { json, errorResponse } from "@/lib/api/respond";
import { UnauthorizedError } from "@/lib/errors";
import { checkSlugAvailability } from "@/lib/services/links/check-slug-availability";

export const dynamic = "force-dynamic";

// GET /api/links/check-slug?workspace=…&slug=…[&page=…] — the editor's slug check as you type (a plain
// GET, cheap to repeat and to cancel, rather than a server action per keystroke); signed-in members only.
export async function GET(req: Request) {
  try {
    const user = await getSessionUser();
    if (!user) throw new UnauthorizedError("Sign in first");
    const params = new URL(req.url).searchParams;
    const result = await checkSlugAvailability({
      workspaceId: params.get("workspace") ?? "",
      actor: { kind: "user", userId: user.id },
      input: { slug: params.get("slug") ?? "", pageId: params.get("page") },
    });
    return json(result);
  } catch (error) {
    return errorResponse(error);
  }
}
