// The event types a webhook endpoint can subscribe to, with the sentence shown beside each in the web app and
// the reference. Adding a type is one line here plus the call that records it (recordWebhookEvent).
export const WEBHOOK_EVENT_DESCRIPTIONS = {
  "post.created": "A post was created (draft, scheduled or sent to publishing)",
  "post.updated": "A draft or scheduled post was edited",
  "post.deleted": "A post was deleted",
  "post.scheduled": "A post was scheduled, or its scheduled time changed",
  "post.published": "A post row was published on its network",
  "post.partial_published": "A post row was published in part (a thread or carousel stopped midway)",
  "post.failed": "A post row failed to publish",
  "post.approval_requested": "A post was submitted for approval",
  "post.approved": "A post was approved (and scheduled or sent to publishing as its author asked)",
  "post.changes_requested": "An approver asked for changes to a post, with a comment",
  "account.connected": "An account was connected to the workspace, or connected again",
  "account.disconnected": "An account was disconnected from the workspace",
  "account.requires_reauth": "A connected account must be reconnected",
  "idea.created": "An idea was added to the board",
  "idea.moved": "An idea moved to another column",
  "link_page.published": "A link-in-bio page was published (a new version is live)",
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENT_DESCRIPTIONS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENT_DESCRIPTIONS) as [WebhookEventType, ...WebhookEventType[]];

/** Subscribes an endpoint to every event type, today's and any added later (only ever alone in the list). */
export const WEBHOOK_ALL_EVENTS = "*";

/** Sent only by "Send test event"; endpoints receive it whatever they subscribed to. */
export const WEBHOOK_TEST_EVENT = "webhook.test";
