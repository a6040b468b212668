// The kinds of notification, in a person's words, with the channel each gets when the person has not chosen
// one. The preferences section and notify() both read this list, so a new kind is one entry here.
// team_post_failed is a preference only: leads follow other people's failures with it (recipients.ts); the
// notification they get is a post_failed one.
import type { NotificationChannel, NotificationKind } from "@/generated/prisma/client";

export type NotificationKindName = `${NotificationKind}`;
export type NotificationChannelName = `${NotificationChannel}`;

export const NOTIFICATION_CHANNELS = ["email", "in_app", "off", "daily_digest"] as const satisfies readonly NotificationChannelName[];

/**
 * The kinds a person may take as one email a day instead of one per event: approval requests (an approver asked
 * about twenty posts a day wants one list). In the app they arrive as they happen, whichever the channel.
 */
export const DIGEST_KINDS: readonly NotificationKindName[] = ["approval_requested"];

export interface KindInfo {
  label: string;
  description: string;
  defaultChannel: NotificationChannelName;
}

export const NOTIFICATION_KINDS: Record<NotificationKindName, KindInfo> = {
  post_failed: { label: "Failed posts", description: "A post you wrote failed or was only partly published.", defaultChannel: "email" },
  team_post_failed: {
    label: "Failed posts by others",
    description: "Any post in a workspace you own, administer or manage failed or was only partly published.",
    defaultChannel: "off",
  },
  account_reauth: {
    label: "Accounts to reconnect",
    description: "A connected account must be reconnected, three days before it stops working.",
    defaultChannel: "email",
  },
  approval_requested: { label: "Approval requests", description: "Someone asks you to approve a post.", defaultChannel: "email" },
  post_approved: { label: "Approved posts", description: "A post you wrote was approved.", defaultChannel: "email" },
  changes_requested: { label: "Changes requested", description: "A reviewer asked for changes to a post you wrote.", defaultChannel: "email" },
  invitation_accepted: { label: "Invitations accepted", description: "Someone joined the workspace through an invitation.", defaultChannel: "email" },
};

export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as NotificationKindName[];
