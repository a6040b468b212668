// The invitation page (/invite/<token>) answers with the link's state as its HTTP status, as the docs say:
// 404 for an unknown or tampered link, 410 for a used, withdrawn or expired one, 200 otherwise. A Next page
// cannot choose a 410 (only notFound's 404), so the node:http servers ask the invitation service first and
// make the page's answer, rendered by Next as usual (the message saying why), carry that status.
import type { IncomingMessage, ServerResponse } from "node:http";
import { toAppError } from "../errors";
import { openInvitation } from "../services/invitations/open-invitation";

const INVITE_PAGE = /^\/invite\/([^/?#]+)\/?(?:\?.*)?$/;

/** The token of a document request for the invitation page (not Next's client-side RSC fetches), else null. */
export function invitePageToken(req: Pick<IncomingMessage, "method" | "url" | "headers">): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (req.headers.rsc !== undefined) return null;
  const match = INVITE_PAGE.exec(req.url ?? "");
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/** 200, 404 or 410: what the invitation service says of the link. */
async function invitePageStatus(token: string): Promise<number> {
  try {
    await openInvitation(token);
    return 200;
  } catch (error) {
    const known = toAppError(error);
    if (known && (known.status === 404 || known.status === 410)) return known.status;
    // Anything else (the database unavailable) is the page's to answer.
    return 200;
  }
}

/** Makes a 200 that Next writes on `res` go out as `status` (statusCode assignment and writeHead alike). */
function answerWithStatus(res: ServerResponse, status: number): void {
  if (status === 200) return;
  let code = status;
  Object.defineProperty(res, "statusCode", {
    configurable: true,
    enumerable: true,
    get: () => code,
    set: (value: number) => {
      code = value === 200 ? status : value;
    },
  });
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((statusCode: number, ...rest: unknown[]) => writeHead(statusCode === 200 ? status : statusCode, ...rest)) as typeof res.writeHead;
}

/** For the servers: sets the invitation page's status, then hands the request on (to Next). */
export async function withInvitePageStatus(req: IncomingMessage, res: ServerResponse, next: () => unknown): Promise<void> {
  const token = invitePageToken(req);
  if (token !== null) answerWithStatus(res, await invitePageStatus(token));
  await next();
}
