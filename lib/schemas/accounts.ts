import { z } from "zod";
import { platformId } from "../platforms/ids";
import { timestampOut, urlOut } from "./common";

/** An operator-added account (admin CLI): connected without OAuth, optionally a sandbox. */
export const addSocialAccountInput = z.strictObject({
  platform: platformId,
  username: z.string().trim().min(1, { error: "must not be empty" }).max(200, { error: "must be at most 200 characters" }),
  platformAccountId: z.string().trim().min(1).max(200).optional(),
  displayName: z.string().trim().max(200).optional(),
  profileImageUrl: z.url({ error: "must be a URL" }).optional(),
  sandbox: z.boolean().default(false),
  accessToken: z.string().min(1).optional(),
  refreshToken: z.string().min(1).optional(),
  settings: z.record(z.string(), z.unknown()).default({}),
});
export type AddSocialAccountInput = z.input<typeof addSocialAccountInput>;

/** Account of the v1 contract (GET /accounts): never any token or secret. */
export const accountResponse = z
  .object({
    id: z.uuid(),
    platform: z.string(),
    platform_username: z.string(),
    platform_account_id: z.string(),
    is_connected: z.boolean(),
    requires_reauth: z.boolean().meta({
      description:
        "True when the account must be reconnected: a renewal was refused, or within three days of a date no renewal can move " +
        "(an unrenewed Instagram or Threads token's expiry; the refresh token's own end, e.g. TikTok's 180 days after the consent).",
    }),
    profile_image_url: urlOut.nullable(),
    connected_at: timestampOut,
  })
  .meta({ id: "Account" });
export type AccountResponse = z.infer<typeof accountResponse>;
export const accountsEnvelope = z.object({ accounts: z.array(accountResponse) });

/** One board of a Pinterest account (GET /accounts/{id}/boards); `id` goes in platformOptions.pinterest.boardId. */
export const pinterestBoardResponse = z
  .object({
    id: z.string().meta({ description: "Pinterest board id (digits)" }),
    name: z.string(),
    privacy: z.string().meta({ description: "PUBLIC or PROTECTED (secret boards are not listed)" }),
    pinCount: z.number().int().nullable(),
  })
  .meta({ id: "PinterestBoard" });
export const boardsEnvelope = z.object({ boards: z.array(pinterestBoardResponse) });
