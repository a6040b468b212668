// A stand-in for a Mastodon instance's REST API (https://docs.joinmastodon.org/methods/): app registration,
// OAuth (authorize auto-approves and redirects with a code), verify_credentials, media upload with
// asynchronous processing (202, then 206 on GET until processed), statuses with Idempotency-Key, the 500
// character limit counted with URLs as 23, and Mastodon's `{ error }` bodies. Tests read `statuses` back.
// Replies (a thread): `in_reply_to_id` must name an existing status, else 404 Record not found
// (https://docs.joinmastodon.org/methods/statuses/#create); each status records its parent, echoes it as
// in_reply_to_id / in_reply_to_account_id, and a reply counts in its parent's replies_count.
//
// Fidelity facts this stand-in enforces (stricter than Mastodon where it can be):
// - every authenticated method checks the token's scopes against the OAuth line of its method page
//   (MASTODON_ENDPOINT_SCOPES below: https://docs.joinmastodon.org/methods/accounts/#verify_credentials profile
//   or read:accounts; /methods/media/#v2 and #get write:media; /methods/statuses/#create write:statuses;
//   /methods/statuses/#get and /methods/accounts/#statuses read:statuses), where a parent scope covers its
//   children (read covers read:*, write covers write:*: https://docs.joinmastodon.org/api/oauth-scopes/); short
//   of them it is 403 {"error":"This action is outside the authorized scopes"} (Api::BaseController
//   doorkeeper_forbidden_render_options, https://github.com/mastodon/mastodon/blob/main/app/controllers/api/base_controller.rb).
//   Stricter: reading a public status also needs a token here;
// - an app registers with known scopes only, and the authorize page refuses a scope the app did not register
//   (invalid_scope, https://docs.joinmastodon.org/methods/oauth/#authorize: "must be a subset of scopes
//   declared during app registration"); the token carries the scopes asked for, "read" when none were;
// - user tokens do not expire (no expires_in, no refresh token: https://docs.joinmastodon.org/entities/Token/);
// - ids are strings (cast from integers: https://docs.joinmastodon.org/api/guidelines/#id).
import { MASTODON_SCOPES } from "@/lib/platforms/mastodon/oauth";
import { mastodonTextLength } from "@/lib/platforms/mastodon/text-length";
import { missingScopes, type ScopeRule } from "./oauth-server";
import { field, startFakeServer, type FakeReply, type FakeServer } from "./social-fake-http";

/** Each method's scopes, any one of which will do (the parent scope included), as its method page lists them. */
export const MASTODON_ENDPOINT_SCOPES = {
  "GET /api/v1/accounts/verify_credentials": { anyOf: ["profile", "read", "read:accounts"] },
  "POST /api/v2/media": { anyOf: ["write", "write:media"] },
  "GET /api/v1/media/:id": { anyOf: ["write", "write:media"] },
  "POST /api/v1/statuses": { anyOf: ["write", "write:statuses"] },
  "GET /api/v1/statuses/:id": { anyOf: ["read", "read:statuses"] },
  "GET /api/v1/accounts/:id/statuses": { anyOf: ["read", "read:statuses"] },
} satisfies Record<string, ScopeRule>;
type Endpoint = keyof typeof MASTODON_ENDPOINT_SCOPES;

const SUB_SCOPES = {
  read: ["accounts", "blocks", "bookmarks", "favourites", "filters", "follows", "lists", "mutes", "notifications", "search", "statuses"],
  write: [
    "accounts",
    "blocks",
    "bookmarks",
    "conversations",
    "favourites",
    "filters",
    "follows",
    "lists",
    "media",
    "mutes",
    "notifications",
    "reports",
    "statuses",
  ],
};
const KNOWN_SCOPES = new Set([
  "read",
  "write",
  "push",
  "follow",
  "profile",
  ...Object.entries(SUB_SCOPES).flatMap(([p, subs]) => subs.map((s) => `${p}:${s}`)),
]);

export interface FakeMastodonStatus {
  id: string;
  text: string;
  visibility: string;
  spoiler_text: string;
  sensitive: boolean;
  language: string | null;
  media_ids: string[];
  idempotencyKey: string | null;
  /** The status this one replies to (in_reply_to_id), null for a status that starts a thread. */
  in_reply_to_id: string | null;
  created_at: string;
  favourites_count: number;
  reblogs_count: number;
  replies_count: number;
}

interface FakeMedia {
  id: string;
  type: "image" | "video";
  description: string | null;
  bytes: number;
  pollsLeft: number;
  attached: boolean;
}

export interface FakeMastodon extends FakeServer {
  statuses: FakeMastodonStatus[];
  media: Map<string, FakeMedia>;
  apps: Array<{ client_id: string; client_secret: string; redirect_uris: string[]; scopes: string }>;
  account: { id: string; username: string; acct: string };
  /** A token for the account as if issued through OAuth: the scopes our connect flow asks for, or `scopes`. */
  issueToken(scopes?: readonly string[]): string;
  revokeToken(token: string): void;
  /** How many GET /api/v1/media/:id a video answers 206 before it is processed (default 2). */
  setVideoPolls(count: number): void;
}

export async function startFakeMastodon(options: { username?: string; maxCharacters?: number; port?: number } = {}): Promise<FakeMastodon> {
  const maxCharacters = options.maxCharacters ?? 500;
  const account = { id: "109000000000000001", username: options.username ?? "alice", acct: options.username ?? "alice" };
  /** Each live token's granted scopes. */
  const tokens = new Map<string, string[]>();
  const codes = new Map<string, { clientId: string; redirectUri: string; scope: string; codeChallenge: string | null }>();
  const apps: FakeMastodon["apps"] = [];
  const statuses: FakeMastodonStatus[] = [];
  const media = new Map<string, FakeMedia>();
  // Idempotency-Key on POST /api/v1/statuses: "Idempotency keys are stored for up to 1 hour"
  // (https://docs.joinmastodon.org/methods/statuses/#create). Kept exactly one hour here, never longer.
  const IDEMPOTENCY_TTL_MS = 60 * 60_000;
  const idempotency = new Map<string, { statusId: string; at: number }>();
  let nextId = 110000000000000000n;
  const newId = () => String(++nextId);
  let origin = "";
  const state = { videoPolls: 2 };

  const error = (status: number, message: string, headers?: Record<string, string>): FakeReply => ({ status, body: { error: message }, headers });
  const accountJson = () => ({
    ...account,
    display_name: "Alice",
    avatar: `${origin}/avatars/alice.png`,
    url: `${origin}/@${account.username}`,
  });
  const mediaJson = (m: FakeMedia) => ({
    id: m.id,
    type: m.type,
    url: m.pollsLeft > 0 ? null : `${origin}/system/media/${m.id}`,
    preview_url: `${origin}/system/media/${m.id}/small`,
    description: m.description,
  });
  const statusJson = (s: FakeMastodonStatus) => ({
    id: s.id,
    uri: `${origin}/users/${account.username}/statuses/${s.id}`,
    url: `${origin}/@${account.username}/${s.id}`,
    created_at: s.created_at,
    in_reply_to_id: s.in_reply_to_id,
    in_reply_to_account_id: s.in_reply_to_id ? account.id : null,
    content: `<p>${s.text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\n/g, "<br />")}</p>`,
    visibility: s.visibility,
    spoiler_text: s.spoiler_text,
    sensitive: s.sensitive,
    language: s.language,
    media_attachments: s.media_ids.map((id) => mediaJson(media.get(id)!)),
    favourites_count: s.favourites_count,
    reblogs_count: s.reblogs_count,
    replies_count: s.replies_count,
    account: accountJson(),
  });

  const server = await startFakeServer(async (req) => {
    const path = req.url.pathname;
    if (req.method === "POST" && path === "/api/v1/apps") {
      const name = field(req, "client_name");
      const redirect = field(req, "redirect_uris");
      if (!name) return error(422, "Validation failed: Application name can't be blank");
      if (!redirect) return error(422, "Validation failed: Redirect URI can't be blank");
      const app = {
        client_id: `cid-${apps.length + 1}`,
        client_secret: `secret-${apps.length + 1}`,
        redirect_uris: redirect.split(/\s+/),
        scopes: field(req, "scopes") ?? "read",
      };
      const unknownScope = app.scopes.split(/\s+/).find((scope) => !KNOWN_SCOPES.has(scope));
      if (unknownScope !== undefined) return error(422, "Validation failed: Scopes must be valid");
      apps.push(app);
      return { status: 200, body: { id: String(apps.length), name, website: field(req, "website") ?? null, redirect_uri: redirect, ...app } };
    }
    if (req.method === "GET" && path === "/oauth/authorize") {
      const q = req.url.searchParams;
      const app = apps.find((a) => a.client_id === q.get("client_id"));
      if (!app) return { status: 401, body: { error: "invalid_client", error_description: "Client authentication failed due to unknown client" } };
      const redirectUri = q.get("redirect_uri") ?? "";
      if (!app.redirect_uris.includes(redirectUri)) return { status: 400, body: { error: "invalid_redirect_uri" } };
      if (q.get("response_type") !== "code") return { status: 400, body: { error: "unsupported_response_type" } };
      const registered = app.scopes.split(/\s+/);
      if ((q.get("scope") ?? "read").split(/\s+/).some((scope) => !registered.includes(scope)))
        return { status: 400, body: { error: "invalid_scope", error_description: "The requested scope is invalid, unknown, or malformed." } };
      const code = `code-${crypto.randomUUID()}`;
      codes.set(code, { clientId: app.client_id, redirectUri, scope: q.get("scope") ?? "read", codeChallenge: q.get("code_challenge") });
      const target = new URL(redirectUri);
      target.searchParams.set("code", code);
      if (q.get("state")) target.searchParams.set("state", q.get("state")!);
      return { status: 302, headers: { location: target.toString() } };
    }
    if (req.method === "POST" && path === "/oauth/token") {
      const code = codes.get(field(req, "code") ?? "");
      const app = apps.find((a) => a.client_id === field(req, "client_id") && a.client_secret === field(req, "client_secret"));
      if (!app)
        return {
          status: 401,
          body: {
            error: "invalid_client",
            error_description: "Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.",
          },
        };
      if (field(req, "grant_type") !== "authorization_code" || !code || code.clientId !== app.client_id || code.redirectUri !== field(req, "redirect_uri")) {
        return {
          status: 400,
          body: {
            error: "invalid_grant",
            error_description:
              "The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.",
          },
        };
      }
      if (code.codeChallenge) {
        const verifier = field(req, "code_verifier") ?? "";
        const digest = Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))).toString("base64url");
        if (digest !== code.codeChallenge) return { status: 400, body: { error: "invalid_grant", error_description: "code_verifier does not match" } };
      }
      codes.delete(field(req, "code")!);
      const token = `tok-${crypto.randomUUID()}`;
      tokens.set(token, code.scope.split(/\s+/));
      return { status: 200, body: { access_token: token, token_type: "Bearer", scope: code.scope, created_at: Math.floor(Date.now() / 1000) } };
    }
    if (req.method === "GET" && path === "/api/v2/instance") {
      return {
        status: 200,
        body: {
          domain: "fake.social",
          title: "Fake Social",
          configuration: {
            statuses: { max_characters: maxCharacters, max_media_attachments: 4, characters_reserved_per_url: 23 },
            media_attachments: { image_size_limit: 16777216, video_size_limit: 103809024, description_limit: 1500 },
          },
        },
      };
    }

    const token = /^Bearer (.+)$/.exec(req.headers.get("authorization") ?? "")?.[1];
    const granted = token ? tokens.get(token) : undefined;
    if (!token || !granted) return error(401, "The access token is invalid");
    const outside = (endpoint: Endpoint) =>
      missingScopes(granted, MASTODON_ENDPOINT_SCOPES[endpoint]).length > 0 ? error(403, "This action is outside the authorized scopes") : null;

    if (req.method === "GET" && path === "/api/v1/accounts/verify_credentials")
      return outside("GET /api/v1/accounts/verify_credentials") ?? { status: 200, body: accountJson() };
    if (req.method === "POST" && path === "/api/v2/media") {
      const refused = outside("POST /api/v2/media");
      if (refused) return refused;
      const file = req.form?.get("file");
      if (!(file instanceof File) || file.size === 0) return error(422, "Validation failed: File can't be blank");
      const type = file.type.startsWith("video/") ? "video" : file.type.startsWith("image/") ? "image" : null;
      if (!type) return error(422, `Validation failed: File content type is invalid`);
      const description = field(req, "description") ?? null;
      if (description && [...description].length > 1500) return error(422, "Validation failed: Description is too long (maximum is 1500 characters)");
      const m: FakeMedia = { id: newId(), type, description, bytes: file.size, pollsLeft: type === "video" ? state.videoPolls : 0, attached: false };
      media.set(m.id, m);
      return { status: type === "video" ? 202 : 200, body: mediaJson(m) };
    }
    const mediaMatch = /^\/api\/v1\/media\/(\w+)$/.exec(path);
    if (req.method === "GET" && mediaMatch) {
      const refused = outside("GET /api/v1/media/:id");
      if (refused) return refused;
      const m = media.get(mediaMatch[1]);
      if (!m) return error(404, "Record not found");
      if (m.pollsLeft > 0) {
        m.pollsLeft--;
        return { status: 206, body: mediaJson({ ...m, pollsLeft: 1 }) };
      }
      return { status: 200, body: mediaJson(m) };
    }
    if (req.method === "POST" && path === "/api/v1/statuses") {
      const refused = outside("POST /api/v1/statuses");
      if (refused) return refused;
      const key = req.headers.get("idempotency-key");
      const remembered = key ? idempotency.get(`${token}:${key}`) : undefined;
      if (remembered && Date.now() - remembered.at < IDEMPOTENCY_TTL_MS) {
        return { status: 200, body: statusJson(statuses.find((s) => s.id === remembered.statusId)!) };
      }
      const json = (req.json ?? {}) as Record<string, unknown>;
      const text = typeof json.status === "string" ? json.status : (field(req, "status") ?? "");
      const mediaIds = Array.isArray(json.media_ids) ? (json.media_ids as string[]) : [];
      if (text.trim() === "" && mediaIds.length === 0) return error(422, "Validation failed: Text can't be blank");
      if (mastodonTextLength(text) > maxCharacters) return error(422, `Validation failed: Text character limit of ${maxCharacters} exceeded`);
      if (mediaIds.length > 4) return error(422, "Validation failed: Cannot attach more than 4 files");
      for (const id of mediaIds) {
        const m = media.get(id);
        if (!m || m.attached) return error(422, "Validation failed: Media attachment ids are invalid");
        if (m.pollsLeft > 0) return error(422, "Cannot attach files that have not finished processing. Try again in a moment!");
      }
      const inReplyTo = typeof json.in_reply_to_id === "string" ? json.in_reply_to_id : (field(req, "in_reply_to_id") ?? null);
      const parent = inReplyTo === null ? undefined : statuses.find((s) => s.id === inReplyTo);
      if (inReplyTo !== null && !parent) return error(404, "Record not found");
      const visibility = typeof json.visibility === "string" ? json.visibility : "public";
      if (!["public", "unlisted", "private", "direct"].includes(visibility)) return error(422, "Validation failed: Visibility is not included in the list");
      for (const id of mediaIds) media.get(id)!.attached = true;
      const status: FakeMastodonStatus = {
        id: newId(),
        text,
        visibility,
        spoiler_text: typeof json.spoiler_text === "string" ? json.spoiler_text : "",
        sensitive: json.sensitive === true,
        language: typeof json.language === "string" ? json.language : null,
        media_ids: mediaIds,
        idempotencyKey: key,
        in_reply_to_id: parent?.id ?? null,
        created_at: new Date().toISOString(),
        favourites_count: 0,
        reblogs_count: 0,
        replies_count: 0,
      };
      statuses.push(status);
      if (parent) parent.replies_count++;
      if (key) idempotency.set(`${token}:${key}`, { statusId: status.id, at: Date.now() });
      return { status: 200, body: statusJson(status) };
    }
    const statusMatch = /^\/api\/v1\/statuses\/(\w+)$/.exec(path);
    if (req.method === "GET" && statusMatch) {
      const refused = outside("GET /api/v1/statuses/:id");
      if (refused) return refused;
      const s = statuses.find((x) => x.id === statusMatch[1]);
      return s ? { status: 200, body: statusJson(s) } : error(404, "Record not found");
    }
    const listMatch = /^\/api\/v1\/accounts\/(\w+)\/statuses$/.exec(path);
    if (req.method === "GET" && listMatch) {
      const refused = outside("GET /api/v1/accounts/:id/statuses");
      if (refused) return refused;
      if (listMatch[1] !== account.id) return error(404, "Record not found");
      const limit = Math.min(Number(req.url.searchParams.get("limit") ?? 20), 40);
      return { status: 200, body: [...statuses].reverse().slice(0, limit).map(statusJson) };
    }
    return error(404, "Not found");
  }, options.port);
  origin = server.url;

  return Object.assign(server, {
    statuses,
    media,
    apps,
    account,
    issueToken: (scopes: readonly string[] = MASTODON_SCOPES.split(" ")) => {
      const token = `tok-${crypto.randomUUID()}`;
      tokens.set(token, [...scopes]);
      return token;
    },
    revokeToken: (token: string) => {
      tokens.delete(token);
    },
    setVideoPolls: (count: number) => {
      state.videoPolls = count;
    },
  });
}

/** Mastodon's 429: the body says so and X-RateLimit-Reset carries the ISO time the window resets. */
export function mastodonRateLimit(resetAt: Date): FakeReply {
  return {
    status: 429,
    body: { error: "Too many requests" },
    headers: { "x-ratelimit-limit": "300", "x-ratelimit-remaining": "0", "x-ratelimit-reset": resetAt.toISOString() },
  };
}
