// Paths about where a key acts: the workspaces its creator belongs to, and its own workspace's settings.
import { auth, idParam, ref } from "../openapi/operation";
import { defineOperations } from "./define-operations";

const one = { type: "object", required: ["workspace"], properties: { workspace: ref("WorkspaceDetail") } };

export const workspaceOperations = defineOperations({
  listWorkspaces: {
    method: "get",
    path: "/workspaces",
    summary: "List workspaces",
    description:
      "The workspaces the key's creator belongs to; exactly the key's own has `active: true`. Additive: `mode`, the calling " +
      "key's mode: a `test` key sees and makes test posts, a `live` key live ones; ideas, accounts, webhooks, link pages and " +
      'media are shared by both (docs/api.md, "Test and live").',
    status: 200,
    response: {
      type: "object",
      required: ["workspaces", "mode"],
      properties: {
        workspaces: { type: "array", items: ref("Workspace") },
        mode: { type: "string", enum: ["live", "test"], description: "The calling key's mode (an OAuth token is live)." },
      },
    },
    errors: auth,
  },
  getWorkspace: {
    method: "get",
    path: "/workspaces/{id}",
    summary: "Get the key's workspace and its settings",
    description:
      "Additive. The Workspace fields plus its settings (`utm`: the UTM tags setting; `color`: the client colour; `logoMediaId`, `logoUrl`: the client logo). Only the key's own workspace (the one " +
      "`GET /workspaces` marks `active`); any other id is 404, also one of a workspace the key's creator belongs to.",
    parameters: [idParam],
    status: 200,
    response: one,
    errors: [...auth, 404],
  },
  updateWorkspace: {
    method: "patch",
    path: "/workspaces/{id}",
    summary: "Change the key's workspace's settings",
    scope: "posts:write",
    description:
      "Additive. Changes only the fields sent. `name` (1–100 characters; an agency names a workspace after its client), `color` " +
      '("#rrggbb", null clears it) and `logoMediaId` (an uploaded PNG or JPEG of the media library, at most 1 MB; null clears it): ' +
      "the key's creator must be an owner or admin, as on the web app's Workspace settings page. " +
      "The UTM tags setting: `utm.enabled` and `utm.campaign` (at most 100 characters; " +
      "null or an empty string clears it while the tags are off). Turning the tags on needs a campaign, sent or already set (400 " +
      "`utm.campaign: …` otherwise). Scope `posts:write`, because the setting changes the links of every post the workspace publishes " +
      "(as `PUT /accounts/{id}/schedule` changes when they go out); the key's creator must be a manager, admin or owner, " +
      "and a drafts-only key is refused (403). A refused field changes nothing. Any other workspace's id is 404.",
    parameters: [idParam],
    body: ref("UpdateWorkspaceRequest"),
    example: { name: "Acme Bakery", color: "#d97706" },
    status: 200,
    response: one,
    errors: [400, ...auth, 403, 404, 413],
    errorText: {
      403: "The key lacks posts:write; or its creator is below admin (name, color, logoMediaId) or below manager (utm); or it is drafts-only (utm)",
    },
  },
});
