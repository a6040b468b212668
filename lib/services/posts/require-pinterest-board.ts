// A Pin cannot exist without a board, and the board is the account's own choice: a post with a pinterest
// mapping must name one on create (and keep one on edit), or the request is a 400 — unlike other networks'
// required options, which the v1 contract lets fail at publish time. Pinterest is additive to the contract,
// so no existing client is affected. Whether the board exists is checked at publish (Pinterest answers 404).
import { BadRequestError } from "../../errors";

export function requirePinterestBoard(platforms: readonly string[], platformOptions: unknown): void {
  if (!platforms.includes("pinterest")) return;
  const options = (platformOptions ?? {}) as { pinterest?: { boardId?: unknown } };
  const boardId = options.pinterest?.boardId;
  if (typeof boardId !== "string" || boardId === "") {
    throw new BadRequestError("platformOptions.pinterest.boardId: required for Pinterest; choose one of the account's boards (GET /accounts/{id}/boards)");
  }
}
