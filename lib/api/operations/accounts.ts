// Paths about what a key posts to: the connected accounts of its workspace (list, disconnect, a Pinterest account's boards).
import { WHOLE_LIST_LIMITS, wholeListQuery } from "../../schemas/common";
import { auth, envelope, idParam, pageParameters, paged, PAGING_TEXT, ref } from "../openapi/operation";
import { defineOperations } from "./define-operations";

export const accountOperations = defineOperations({
  listAccounts: {
    method: "get",
    path: "/accounts",
    query: wholeListQuery,
    summary: "List connected accounts",
    scope: "accounts:read",
    description: `Oldest connection first. ${PAGING_TEXT}`,
    parameters: pageParameters(WHOLE_LIST_LIMITS),
    status: 200,
    response: paged("accounts", ref("Account")),
    errors: [400, ...auth, 403],
  },
  disconnectAccount: {
    method: "delete",
    path: "/accounts/{id}",
    summary: "Disconnect an account",
    scope: "accounts:write",
    description:
      "Additive (beyond the v1 contract). What the web app's Disconnect does: the account's tokens are erased and it stops publishing; " +
      "the row and its posts' history stay, and connecting the same network account again brings it back. " +
      "Sends `account.disconnected` to webhook endpoints that subscribed, once (disconnecting an account already disconnected is a 204 that changes nothing). " +
      "Needs the manager role or above.",
    parameters: [idParam],
    status: 204,
    response: null,
    errors: [...auth, 403, 404],
    errorText: { 403: "The key lacks the scope, or its creator's role is below manager" },
  },
  listPinterestBoards: {
    method: "get",
    path: "/accounts/{id}/boards",
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
  },
});
