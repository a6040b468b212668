// API key scopes, exactly as the v1 contract lists them.
import { z } from "zod";

export const API_SCOPES = [
  "ideas:read",
  "ideas:write",
  "posts:read",
  "posts:write",
  "analytics:read",
  "accounts:read",
  "accounts:write",
  "media:read",
  "media:write",
  "links:read",
  "links:write",
  "webhooks:read",
  "webhooks:write",
] as const;

export type ApiScope = (typeof API_SCOPES)[number];
export const apiScope = z.enum(API_SCOPES, {
  error: (issue) => `unknown scope ${JSON.stringify(issue.input)}; scopes are ${API_SCOPES.join(", ")}`,
});

export const SCOPE_DESCRIPTIONS: Record<ApiScope, string> = {
  "ideas:read": "List ideas",
  "ideas:write": "Create, update and delete ideas",
  "posts:read": "List and read posts",
  "posts:write": "Create, update, delete and publish posts",
  "analytics:read": "Read analytics",
  "accounts:read": "List connected accounts",
  "accounts:write": "Disconnect connected accounts",
  "media:read": "Browse the media library",
  "media:write": "Request media upload URLs and delete library files",
  "links:read": "List link-in-bio pages and read their analytics",
  "links:write": "Add blocks to and publish link-in-bio pages",
  "webhooks:read": "List webhook endpoints and their delivery logs",
  "webhooks:write": "Add and delete webhook endpoints, rotate their secrets, send sample events, resend deliveries",
};

/** The keys page's "Read only" preset. Not webhooks:read: endpoint URLs are often secrets themselves
 *  (Zapier, Make and n8n hook URLs work for whoever knows them), so reading them is chosen deliberately. */
export const READ_ONLY_SCOPES: ApiScope[] = API_SCOPES.filter((s) => s.endsWith(":read") && s !== "webhooks:read");
