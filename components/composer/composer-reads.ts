// The composer's reads from the server (app/api/posts/check, app/api/posts/split-thread): plain fetches to
// route handlers, which run concurrently and can be cancelled (react-query passes the signal and aborts a
// check whose draft has moved on), where server actions would run one at a time.
import { postJsonRead } from "@/components/ui/get-json";
import type { PlatformId } from "@/lib/platforms/ids";
import type { ComposerDraft } from "@/lib/schemas/composer";
import type { CheckProblem, NetworkCheck } from "@/lib/services/posts/check-post-content";

function postRead<T>(path: string, workspaceId: string, body: unknown, signal?: AbortSignal): Promise<T> {
  return postJsonRead<T>(path, { workspace: workspaceId }, body, signal);
}

/** The dry run per network (the text each gets, its count against the limit, its problems) and the post's own problems. */
export async function checkPost(
  workspaceId: string,
  input: { platforms: PlatformId[]; draft: ComposerDraft },
  signal?: AbortSignal,
): Promise<{ checks: NetworkCheck[]; problems: CheckProblem[] }> {
  return postRead<{ checks: NetworkCheck[]; problems: CheckProblem[] }>("/api/posts/check", workspaceId, input, signal);
}

/** The text cut into parts that fit every chosen thread network. */
export async function splitThread(
  workspaceId: string,
  input: { text: string; platforms: PlatformId[]; numbered: boolean },
  signal?: AbortSignal,
): Promise<{ parts: string[]; tooLong: boolean }> {
  return postRead("/api/posts/split-thread", workspaceId, input, signal);
}
