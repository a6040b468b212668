// What each tag of the OpenAPI document groups (a tag is a path's first segment: lib/api/openapi.ts tagOf).
// A new resource adds its line here; the Redocly lint (test/api/openapi-lint.test.ts) fails on a tag without one.
export const TAG_DESCRIPTIONS: Record<string, string> = {
  health: "Whether the service is up and reaches its database; no key needed.",
  "openapi.json": "This document; no key needed.",
  accounts: "The connected social accounts of the key's workspace, and each one's posting schedule.",
  workspaces: "The workspaces of the key's creator, and the key's own workspace's settings.",
  ideas: "The idea board: drafts of drafts, in columns.",
  posts: "Posts: create, schedule, publish, validate, import from CSV, and the approval steps.",
  analytics: "Metrics of published posts.",
  links: "Link-in-bio pages, their blocks, publishing and visit analytics.",
  media: "The media library and upload URLs.",
  webhooks: "Webhook endpoints, their secrets and delivery logs.",
  queue: "The posting queue: posts placed in the accounts' next free schedule slots.",
  "review-links": "Client review links: posts shared with someone without an account, who approves them or asks for changes.",
};
