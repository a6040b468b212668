// Boards of a sandbox Pinterest account: fixed, per-account ids shaped like Pinterest's (digits), so the
// composer's board picker and POST /posts work end to end without a network.
import type { PinterestBoard } from "../pinterest/boards";
import { numericId } from "./remote-ids";

export function sandboxPinterestBoards(accountId: string): PinterestBoard[] {
  return [
    { id: numericId(`${accountId}:board:1`, 18, "5"), name: "Sandbox board", privacy: "PUBLIC", pinCount: 0 },
    { id: numericId(`${accountId}:board:2`, 18, "5"), name: "Sandbox protected board", privacy: "PROTECTED", pinCount: 0 },
  ];
}
