// The app side of the admin CLI transport: checks the lock file's token, runs the command, answers JSON.
import crypto from "node:crypto";
import { errorResponse, json } from "../api/respond";
import { heldEmbeddedLock } from "../db/embedded-lock";
import { BadRequestError, UnauthorizedError } from "../errors";
import { ADMIN_TOKEN_HEADER } from "./admin-client";
import { runAdminCommand } from "./admin-commands";

function tokenMatches(given: string | null, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export async function handleAdminRequest(req: Request): Promise<Response> {
  try {
    // Only a process that can read .data/app.lock (the operator's) knows the token of the app holding it.
    if (!tokenMatches(req.headers.get(ADMIN_TOKEN_HEADER), heldEmbeddedLock()?.adminToken)) {
      throw new UnauthorizedError("Invalid admin token");
    }
    const command: unknown = await req.json().catch(() => {
      throw new BadRequestError("The body must be a JSON admin command");
    });
    return json(await runAdminCommand(command));
  } catch (error) {
    return errorResponse(error);
  }
}
