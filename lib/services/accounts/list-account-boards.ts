// The boards a connected Pinterest account can pin to (GET /accounts/{id}/boards and the composer's board
// picker). Reads the network; changes nothing but the account's token when it has to be refreshed.
// 400 for an account of another network, 404 outside the workspace, 409 when the account is disconnected or
// Pinterest no longer accepts its grant, 429 with Retry-After when Pinterest is rate limiting.
import { listPinterestBoards, type PinterestBoard } from "../../platforms/pinterest/boards";
import { sandboxPinterestBoards } from "../../platforms/sandbox/boards";
import type { ContentActor } from "../workspaces/authorize-actor";
import { readFromNetwork } from "./read-from-network";

export async function listAccountBoards({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: { accountId: string };
}): Promise<PinterestBoard[]> {
  return readFromNetwork({
    workspaceId,
    actor,
    accountId: input.accountId,
    platform: "pinterest",
    what: "list its boards",
    onlyFor: "boards exist only for Pinterest accounts",
    sandbox: (row) => sandboxPinterestBoards(row.id),
    read: listPinterestBoards,
  });
}
