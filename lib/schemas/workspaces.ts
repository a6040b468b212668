import { z } from "zod";
import { workspaceRole } from "../auth/roles";
import { email } from "./users";

export const uuid = z.uuid({ error: "must be a UUID" });

export const workspaceName = z
  .string({ error: "is required" })
  .trim()
  .min(1, { error: "must not be empty" })
  .max(100, { error: "must be at most 100 characters" });

export const createWorkspaceInput = z.strictObject({ name: workspaceName });

/** A client colour: six hex digits after #, kept lower-case so two spellings of one colour compare equal. */
export const workspaceColor = z
  .string({ error: "must be a string" })
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, { error: 'must be a colour like "#1d4ed8"' });

export const addMemberInput = z.strictObject({ email, role: workspaceRole });

/** Workspace of the v1 contract (GET /workspaces). */
export const workspaceResponse = z
  .object({
    id: z.uuid(),
    name: z.string(),
    isPersonal: z.boolean(),
    role: workspaceRole,
    active: z.boolean(),
  })
  .meta({ id: "Workspace" });
export const workspacesEnvelope = z.object({
  workspaces: z.array(workspaceResponse),
  /** Additive: the calling key's mode, so a client can tell which posts it sees (docs/api.md "Test and live"). */
  mode: z.enum(["live", "test"]),
});

/** The workspace's UTM tags setting as the API answers it (the Workspace settings page's "Campaign tags on links"). */
export const workspaceUtm = z
  .object({
    enabled: z.boolean().meta({ description: "true: links in every post's text and link fields are tagged when published, unless the post says otherwise." }),
    campaign: z.string().nullable().meta({ description: "utm_campaign of the tags; null when none was ever set." }),
  })
  .meta({
    id: "WorkspaceUtm",
    description:
      "The workspace's UTM tags: when on, publishing appends utm_source=<network>&utm_medium=social&utm_campaign=<campaign> to the links of each post " +
      "(a post's own `utm` overrides it), and a link page's link blocks carry utm_source=link_in_bio from the page's next publish.",
  });

/** One workspace with its settings (GET and PATCH /workspaces/{id}): the Workspace fields plus `utm`. */
export const workspaceDetailResponse = z
  .object({
    id: z.uuid(),
    name: z.string(),
    isPersonal: z.boolean(),
    role: workspaceRole,
    active: z.boolean(),
    utm: workspaceUtm,
    color: z.string().nullable().meta({ description: "The client colour (#rrggbb) shown beside the name in the web app's workspace switcher; null: none." }),
    logoMediaId: z.string().nullable().meta({ description: "Additive. The client logo's media id (PNG or JPEG of the media library); null: none." }),
    logoUrl: z
      .string()
      .nullable()
      .meta({ description: "Additive. Where the logo is served (the media's public URL), for the switcher, review links and reports; null: none." }),
  })
  .meta({ id: "WorkspaceDetail", description: "A Workspace with its settings; only the key's own workspace can be read or changed." });
export const workspaceDetailEnvelope = z.object({ workspace: workspaceDetailResponse });

export type WorkspaceDetail = z.infer<typeof workspaceDetailResponse>;

/** PATCH /workspaces/{id}: only sent fields change (within `utm` too). */
export const updateWorkspaceRequest = z
  .strictObject({
    name: workspaceName
      .optional()
      .meta({ description: "The workspace's name, 1–100 characters (an agency names it after the client); owners and admins only." }),
    color: workspaceColor.nullable().optional().meta({ description: 'The client colour, "#rrggbb"; null clears it; owners and admins only.' }),
    logoMediaId: uuid.nullable().optional().meta({
      description:
        "The client logo: the id of an uploaded PNG or JPEG of the media library, at most 1 MB (POST /media first); null clears it; owners and admins only.",
    }),
    utm: z
      .strictObject({
        enabled: z.boolean({ error: "must be true or false" }).optional().meta({ description: "Turns the tags on or off; omitted: unchanged." }),
        campaign: z
          .string({ error: "must be a string" })
          .trim()
          .max(100, { error: "must be at most 100 characters" })
          .nullable()
          .optional()
          .meta({ description: "utm_campaign, at most 100 characters; null or an empty string clears it (only while the tags are off); omitted: unchanged." }),
      })
      .optional()
      .meta({ description: "The UTM tags setting; turning it on needs a campaign, sent here or already set." }),
  })
  .meta({
    id: "UpdateWorkspaceRequest",
    description:
      "Only sent fields change; unknown fields are rejected with 400. `name` and `color` need an owner's or admin's key, `utm` a manager's or above; " +
      "the other settings are changed in the web app.",
    examples: [{ name: "Acme Bakery", color: "#d97706" }, { utm: { enabled: true, campaign: "spring-sale" } }, { utm: { enabled: false } }],
  });
