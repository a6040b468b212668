// Paths about what a key posts to: the connected accounts of its workspace (and a Pinterest account's boards).
import { WHOLE_LIST_LIMITS } from "../../schemas/common";
import { auth, envelope, idParam, operation, pageParameters, paged, PAGING_TEXT, ref, type Paths } from "./operation";

export function accountPaths(): Paths {
  return {
    "/accounts": {
      get: operation({
        id: "listAccounts",
        summary: "List connected accounts",
        scope: "accounts:read",
        description: `Oldest connection first. ${PAGING_TEXT}`,
        parameters: pageParameters(WHOLE_LIST_LIMITS),
        status: 200,
        response: paged("accounts", ref("Account")),
        errors: [400, ...auth, 403],
      }),
    },
    "/accounts/{id}/boards": {
      get: operation({
        id: "listPinterestBoards",
        summary: "List a Pinterest account's boards",
        scope: "accounts:read",
        description:
          "Additive (beyond the v1 contract). The public and protected boards of a connected Pinterest account, read from Pinterest; " +
          "use a board's `id` as `platformOptions.pinterest.boardId`.",
        parameters: [idParam],
        status: 200,
        response: envelope("boards", { type: "array", items: ref("PinterestBoard") }),
        errors: [400, ...auth, 403, 404, 409, 502],
        errorText: {
          400: "The account is not a Pinterest account",
          404: "No such account in the key's workspace, or a malformed id",
          409: "The account is disconnected, or Pinterest no longer accepts its access (reconnect it)",
          429: "Rate limit of the key exceeded, or Pinterest is rate limiting the account (see Retry-After)",
          502: "Pinterest failed or could not be reached; try again",
        },
      }),
    },
  };
}
