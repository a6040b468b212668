// The boards a connected Pinterest account can pin to (GET /accounts/{id}/boards and the composer's board
// picker). Reads the network; changes nothing but the account's token when it has to be refreshed.
// 400 for an account of another network, 404 outside the workspace, 409 when the account is disconnected or
// Pinterest no longer accepts its grant, 429 with Retry-After when Pinterest is rate limiting.
import { z } from "zod";
import { db } from "../../db";
import { AppError, BadRequestError, ConflictError, NotFoundError, RateLimitedError } from "../../errors";
import { PLATFORM_LABELS, type PlatformId } from "../../platforms/ids";
import { PlatformAuthExpiredError, PlatformRateLimitedError, toPlatformError } from "../../platforms/errors";
import { listPinterestBoards, type PinterestBoard } from "../../platforms/pinterest/boards";
import { sandboxPinterestBoards } from "../../platforms/sandbox/boards";
import type { AccountContext } from "../../platforms/types";
import { freshAccount } from "../../tokens/fresh-account";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";

const CALL_TIMEOUT_MS = 15_000;
const RECONNECT = "Pinterest no longer accepts this account's access; reconnect it on the Accounts page";

export async function listAccountBoards({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: { accountId: string };
}): Promise<PinterestBoard[]> {
  if (!z.uuid().safeParse(input.accountId).success) throw new NotFoundError("Account");
  await requireReader(workspaceId, actor);
  const row = await db.socialAccount.findFirst({ where: { id: input.accountId.toLowerCase(), workspaceId } });
  if (!row) throw new NotFoundError("Account");
  if (row.platform !== "pinterest") {
    const label = PLATFORM_LABELS[row.platform as PlatformId] ?? row.platform;
    throw new BadRequestError(`id: this is a ${label} account; boards exist only for Pinterest accounts`);
  }
  if (!row.isConnected) throw new ConflictError("the Pinterest account is disconnected; connect it again to list its boards");
  if (row.requiresReauth) throw new ConflictError(RECONNECT);
  if (row.isSandbox) return sandboxPinterestBoards(row.id);

  // The one refresh service (lib/tokens/fresh-account.ts): renewed ahead of expiry, single flight per account.
  let account = await fresh(row.id);
  try {
    return await listPinterestBoards(account, AbortSignal.timeout(CALL_TIMEOUT_MS));
  } catch (error) {
    if (!(error instanceof PlatformAuthExpiredError)) throw toAppError(error);
  }
  // The token was refused although it looked valid (revoked, rotated elsewhere): refresh once and ask again.
  account = await fresh(row.id, account.credentials.accessToken ?? null);
  try {
    return await listPinterestBoards(account, AbortSignal.timeout(CALL_TIMEOUT_MS));
  } catch (error) {
    throw toAppError(error);
  }
}

async function fresh(accountId: string, rejectedAccessToken?: string | null): Promise<AccountContext> {
  try {
    return (await freshAccount({ accountId, signal: AbortSignal.timeout(CALL_TIMEOUT_MS), rejectedAccessToken })).account;
  } catch (error) {
    throw toAppError(error);
  }
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const failure = toPlatformError(error);
  if (failure instanceof PlatformRateLimitedError) {
    const seconds = Math.max(1, Math.ceil((failure.retryAt.getTime() - Date.now()) / 1000));
    return new RateLimitedError(`Pinterest is rate limiting this account; try again in ${seconds} s`, { "Retry-After": String(seconds) });
  }
  if (failure instanceof PlatformAuthExpiredError) return new ConflictError(RECONNECT);
  return new AppError(502, `Pinterest could not list the boards: ${failure.message}`);
}
