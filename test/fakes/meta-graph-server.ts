// A local stand-in for Meta's Graph API (graph.facebook.com for Facebook Pages and Instagram,
// graph.threads.net for Threads, rupload.facebook.com for video uploads), speaking the real HTTP API: form or
// query parameters, access_token and permission checks, required parameters,
// container states IN_PROGRESS → FINISHED/ERROR, one publish per container, media URL fetching, Graph's error
// bodies and usage headers. Point INSTAGRAM_/FACEBOOK_/THREADS_API_BASE_URL at `url` and the adapters run
// unchanged. Fault switches (`faults`, ./meta-graph/faults.ts) inject rate limits, errors, dropped answers,
// failing containers and retired metrics.
//
// Fidelity facts this stand-in enforces, each from the page named (developers.facebook.com unless a full URL is
// given; "our reading" marks where the page is silent or vague and the fake takes the stricter side):
// Tokens and permissions
// - no token → code 104; an unknown or revoked one → 190; an expired one → 190 with subcode 463
//   (/docs/graph-api/guides/error-handling, /docs/facebook-login/guides/access-tokens).
// - fb_exchange_token and th_exchange_token/th_refresh_token refuse an expired token; th_refresh_token also a
//   token younger than 24 h or without threads_basic (/docs/facebook-login/guides/access-tokens/get-long-lived,
//   /docs/threads/get-started/long-lived-tokens).
// - the dialogs grant exactly the scopes asked for and refuse unknown names ("Invalid Scopes", our reading:
//   Meta shows it on the dialog page, the fake answers 400); a person who grants only some is a test's
//   issueToken(…, permissions); a Page token holds its user token's permissions
//   (/docs/facebook-login/guides/access-tokens#pagetokens; stricter than Meta, a new dialog does not add the
//   permissions granted to the app earlier).
// - every endpoint demands the permissions on its reference page, the first of any "A or B" (stricter); a
//   missing one is code 200 on Facebook Page endpoints and code 10 on Instagram and Threads ones
//   (./meta-graph/permissions.ts lists each endpoint with its page; the message wording is ours).
// - a token reaches only its own objects: a user its pages and their Instagram accounts, a page itself
//   (/docs/pages-api/overview; code 200 "(#200) Permissions error").
// Facebook Pages
// - feed videos only through the Resumable Upload API and POST /{page}/videos with its handle; no file_url
//   there and no POST /{video}?published=true (/docs/video-api/guides/publishing, /docs/graph-api/guides/upload).
// - reels and video stories: upload_phase start → rupload with a file_url header → finish
//   (/docs/video-api/guides/reels-publishing, /docs/page-stories-api).
// - a published video still processing is listed by /{page}/videos with its status and never by /{page}/feed
//   (/docs/video-api/guides/get-videos, /docs/graph-api/reference/video-status; the feed part is our reading,
//   stricter: the fake's feed holds posts only).
// - post and video insights only for the v23.0 metrics; total_video_impressions* and post_impressions* fail
//   the request (/docs/video-api/guides/insights, /docs/platforminsights/page/deprecated-metrics).
// - a message longer than 63,206 characters is refused (our reading; the figure is widely quoted, not on a page).
// Instagram (Instagram API with Facebook Login; Instagram Login's graph.instagram.com is not served)
// - containers IN_PROGRESS → FINISHED/ERROR, publishing before FINISHED is 9007/2207027, one publish per
//   container, 50 publishes per 24 h (2207042), captions up to 2,200 characters (2207010), JPEG images only
//   (2207005), unreachable media 9004/2207052, carousels of 2 to 10 (2207028), VIDEO only as a carousel item
//   (/docs/instagram-platform/instagram-graph-api/reference/ig-user/media, …/ig-user/media_publish,
//   …/ig-container, /docs/instagram-platform/content-publishing).
// - media insights by media type and version: impressions, plays, clips_replays_count and
//   ig_reels_aggregated_all_plays_count only below v22.0, video_views never; Graph's "(#100) metric[i] must be
//   one of the following values: …" (/docs/instagram-platform/reference/instagram-media/insights).
// Threads
// - 500 characters with an emoji counted as its UTF-8 bytes, reply_control values, link_attachment on TEXT
//   only, carousels of 2 to 20, a publishing limit per 24 h (/docs/threads/posts, /docs/threads/overview,
//   /docs/threads/reply-management; the carousel bound is our reading; Meta's limit is 250, the fake applies
//   options.publishLimit, 50 unless a test says, to both networks: stricter).
// - media insights: views, likes, replies, reposts, quotes, shares only (/docs/threads/insights).
// - the code exchange answers user_id as a JSON number (/docs/threads/get-started/get-access-tokens-and-permissions);
//   every other id is a string.
// Ids are strings: numeric ones, "<page>_<post>" for page posts (/docs/graph-api/overview, each node's
// reference); lib/platforms/meta/graph-ids.test.ts checks every answer.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { commentRoute } from "./meta-graph/comment-routes";
import { facebookRoute, ruploadRoute } from "./meta-graph/facebook-routes";
import { createFaults, type FaultSwitches } from "./meta-graph/faults";
import { type FakeOptions, GraphError, type GraphRequest, type Reply, type RouteContext, unknownObject } from "./meta-graph/http";
import { instagramRoute } from "./meta-graph/instagram-routes";
import { type DialogSubjects, dialogRoute, oauthRoute } from "./meta-graph/oauth-routes";
import { FULL_GRANT, GraphStore, type Insights, type Product, type TokenRecord } from "./meta-graph/store";
import { threadsRoute } from "./meta-graph/threads-routes";

export { GraphStore };

interface RequestLog {
  method: string;
  path: string;
  params: Record<string, string>;
  /** The JSON answered (also when the fault switches cut it off), for checks on its shape. */
  answer?: unknown;
}

export interface MetaGraphServer {
  /** http://127.0.0.1:<port>: use as <NETWORK>_API_BASE_URL. */
  url: string;
  store: GraphStore;
  options: FakeOptions;
  requests: RequestLog[];
  /** A URL the fake serves: names starting with "missing" answer 404; the extension sets the content type. */
  mediaUrl(name: string): string;
  /** `permissions`: what the person granted (default: all our adapters need); their pages' tokens carry the same. */
  addFacebookUser(input?: { name?: string; tokenExpiresInSeconds?: number | null; permissions?: readonly string[] }): { userId: string; userToken: string };
  addPage(userId: string, input?: { name?: string; instagramUsername?: string }): { pageId: string; pageToken: string; igUserId?: string };
  addThreadsUser(input?: { username?: string; tokenExpiresInSeconds?: number | null; permissions?: readonly string[] }): { userId: string; token: string };
  issueToken(product: Product, subject: string, kind: TokenRecord["kind"], expiresInSeconds: number | null, permissions?: readonly string[]): string;
  expireToken(token: string): void;
  setInsights(objectId: string, values: Insights): void;
  /** Public objects created for an account: Instagram/Threads media, or Facebook posts, videos and stories. */
  publishedCount(ownerId: string): number;
  faults: FaultSwitches;
  close(): Promise<void>;
}

function contentTypeOf(name: string): string {
  if (/\.jpe?g$/i.test(name)) return "image/jpeg";
  if (/\.png$/i.test(name)) return "image/png";
  if (/\.(mp4|m4v)$/i.test(name)) return "video/mp4";
  if (/\.mov$/i.test(name)) return "video/quicktime";
  return "text/plain";
}

async function readBody(req: http.IncomingMessage): Promise<{ params: Record<string, string>; bytes?: Buffer }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const type = req.headers["content-type"] ?? "";
  if (type.includes("application/octet-stream")) return { params: {}, bytes: raw };
  const text = raw.toString("utf8");
  if (text === "") return { params: {} };
  if (type.includes("application/json")) {
    const json = JSON.parse(text) as Record<string, unknown>;
    return { params: Object.fromEntries(Object.entries(json).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)])) };
  }
  return { params: Object.fromEntries(new URLSearchParams(text)) };
}

function tokenFrom(params: Record<string, string>, headers: http.IncomingHttpHeaders): string | undefined {
  if (params.access_token) return params.access_token;
  const header = headers.authorization;
  const match = header ? /^(?:Bearer|OAuth)\s+(.+)$/i.exec(header) : null;
  return match?.[1];
}

export async function startMetaGraphServer(overrides: Partial<FakeOptions> = {}, listen: { port?: number } = {}): Promise<MetaGraphServer> {
  const store = new GraphStore();
  const options: FakeOptions = {
    videoProcessingPolls: 2,
    imageProcessingPolls: 0,
    publishLimit: 50,
    app: { clientId: "fake-meta-app", clientSecret: "fake-meta-secret" },
    ...overrides,
  };
  const requests: RequestLog[] = [];
  const faults = createFaults(store);
  const subjects: DialogSubjects = {};
  const fixtureGrants = new Map<string, readonly string[]>();
  let origin = "";

  function contextFor(token: TokenRecord | undefined, rawToken: string | undefined): RouteContext {
    return {
      store,
      token,
      options,
      nextContainerOutcome: faults.nextContainerOutcome,
      checkMedia: async (url) => {
        try {
          const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
          await response.arrayBuffer();
          return { reachable: response.ok, contentType: (response.headers.get("content-type") ?? "").split(";")[0] };
        } catch {
          return { reachable: false, contentType: "" };
        }
      },
      authorize(objectId) {
        if (!rawToken) throw new GraphError(400, 104, "An access token is required to request this resource.");
        if (!token || token.revoked) throw new GraphError(400, 190, "Invalid OAuth access token - Cannot parse access token");
        if (token.expiresAt !== null && token.expiresAt <= Date.now()) {
          throw new GraphError(
            400,
            190,
            `Error validating access token: Session has expired on ${new Date(token.expiresAt).toUTCString()}. The current time is ${new Date().toUTCString()}.`,
            463,
          );
        }
        if (objectId !== undefined && !store.reach(token).has(objectId)) {
          throw new GraphError(403, 200, "(#200) Permissions error", undefined, "OAuthException");
        }
        return token;
      },
    };
  }

  async function handle(req: http.IncomingMessage): Promise<Reply | "drop"> {
    const url = new URL(req.url ?? "/", origin);
    const body = await readBody(req);
    const params = { ...Object.fromEntries(url.searchParams), ...body.params };
    const versionMatch = /^\/(v\d+\.\d+)(\/.*)?$/.exec(url.pathname);
    const version = versionMatch?.[1] ?? null;
    const path = versionMatch ? (versionMatch[2] ?? "/") : url.pathname;
    const method = req.method ?? "GET";

    if (method === "GET" && path.startsWith("/media/")) {
      const name = decodeURIComponent(path.slice("/media/".length));
      if (name.startsWith("missing")) return { status: 404, body: "not found", headers: { "content-type": "text/plain" } };
      return { status: 200, body: Buffer.alloc(2048, 1), headers: { "content-type": contentTypeOf(name) } };
    }

    const entry: RequestLog = { method, path, params };
    requests.push(entry);
    const signature = `${method} ${path}`;
    const fault = faults.take(signature);
    if (fault?.kind === "error") throw fault.error!;

    const rawToken = tokenFrom(params, req.headers);
    const token = rawToken ? store.tokens.get(rawToken) : undefined;
    const ctx = contextFor(token, rawToken);
    let reply: Reply | undefined;

    if (method === "GET" && version && path === "/dialog/oauth") reply = dialogRoute(ctx, "facebook", params, subjects);
    else if (method === "GET" && !version && path === "/oauth/authorize") reply = dialogRoute(ctx, "threads", params, subjects);
    else if (method === "POST" && /^\/video-upload\/v\d+\.\d+\/\d+$/.test(path)) reply = await ruploadRoute(ctx, path.split("/").at(-1)!, req.headers);
    else {
      const segments = path.split("/").filter(Boolean);
      const graphReq: GraphRequest = { method, path, segments, version, params, headers: req.headers, bytes: body.bytes, origin };
      reply =
        (await oauthRoute(ctx, graphReq)) ??
        (version
          ? ((await commentRoute(ctx, graphReq)) ??
            (await threadsRoute(ctx, graphReq)) ??
            (await instagramRoute(ctx, graphReq)) ??
            (await facebookRoute(ctx, graphReq)))
          : undefined);
      if (!reply) throw unknownObject(segments.join("/"));
    }
    if (!reply.location && !Buffer.isBuffer(reply.body)) entry.answer = reply.body;
    return fault?.kind === "drop" ? "drop" : reply;
  }

  const server = http.createServer((req, res) => {
    handle(req)
      .then((reply) => {
        if (reply === "drop") {
          res.socket?.destroy();
          return;
        }
        if (reply.location) {
          res.writeHead(reply.status, { location: reply.location });
          res.end();
          return;
        }
        if (Buffer.isBuffer(reply.body)) {
          res.writeHead(reply.status, reply.headers ?? {});
          res.end(reply.body);
          return;
        }
        res.writeHead(reply.status, {
          "content-type": "application/json; charset=UTF-8",
          "x-app-usage": JSON.stringify({ call_count: 1, total_cputime: 1, total_time: 1 }),
          ...(reply.headers ?? {}),
        });
        res.end(JSON.stringify(reply.body));
      })
      .catch((error: unknown) => {
        const graphError =
          error instanceof GraphError
            ? error
            : new GraphError(500, 1, `An unknown error occurred: ${(error as Error)?.message}`, undefined, "OAuthException", { is_transient: true });
        res.writeHead(graphError.status, {
          "content-type": "application/json; charset=UTF-8",
          ...(graphError.code === 190 ? { "www-authenticate": 'OAuth "Facebook Platform" "invalid_token"' } : {}),
          ...graphError.headers,
        });
        res.end(JSON.stringify(graphError.toBody()));
      });
  });
  await new Promise<void>((resolve) => server.listen(listen.port ?? 0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    store,
    options,
    requests,
    mediaUrl: (name) => `${origin}/media/${encodeURIComponent(name)}`,
    addFacebookUser(input = {}) {
      const userId = store.nextId();
      store.users.set(userId, { id: userId, name: input.name ?? "Pat Page-Admin", pageIds: [] });
      subjects.facebookUserId ??= userId;
      const expires = input.tokenExpiresInSeconds === undefined ? 60 * 24 * 3600 : input.tokenExpiresInSeconds;
      const permissions = input.permissions ?? FULL_GRANT.facebook;
      fixtureGrants.set(userId, permissions);
      return { userId, userToken: store.issueToken("facebook", userId, "user", expires, permissions) };
    },
    addPage(userId, input = {}) {
      const pageId = store.nextId();
      const pageToken = store.issueToken("facebook", pageId, "page", null, fixtureGrants.get(userId));
      let igUserId: string | undefined;
      if (input.instagramUsername) {
        igUserId = store.nextId();
        store.igUsers.set(igUserId, { id: igUserId, username: input.instagramUsername, pageId });
      }
      store.pages.set(pageId, { id: pageId, name: input.name ?? "Fake Page", adminUserId: userId, pageToken, igUserId });
      store.users.get(userId)?.pageIds.push(pageId);
      return { pageId, pageToken, igUserId };
    },
    addThreadsUser(input = {}) {
      const userId = store.nextId();
      store.threadsUsers.set(userId, { id: userId, username: input.username ?? "fake.threads" });
      subjects.threadsUserId ??= userId;
      const expires = input.tokenExpiresInSeconds === undefined ? 60 * 24 * 3600 : input.tokenExpiresInSeconds;
      return { userId, token: store.issueToken("threads", userId, "threads", expires, input.permissions) };
    },
    issueToken: (product, subject, kind, expiresIn, permissions) => store.issueToken(product, subject, kind, expiresIn, permissions),
    expireToken(token) {
      const record = store.tokens.get(token);
      if (record) record.expiresAt = Date.now() - 1000;
    },
    setInsights(objectId, values) {
      const target = store.media.get(objectId) ?? store.posts.get(objectId) ?? store.videos.get(objectId);
      if (!target) throw new Error(`no published object ${objectId}`);
      Object.assign(target.insights, values);
      const post = store.posts.get(objectId);
      if (post) {
        post.reactions = values.reactions ?? post.reactions;
        post.comments = values.comments ?? post.comments;
        post.shares = values.shares ?? post.shares;
      }
      const video = store.videos.get(objectId);
      if (video) {
        video.likes = values.likes ?? video.likes;
        video.comments = values.comments ?? video.comments;
      }
    },
    publishedCount(ownerId) {
      return (
        [...store.media.values()].filter((m) => m.ownerId === ownerId).length +
        [...store.posts.values()].filter((p) => p.pageId === ownerId).length +
        [...store.videos.values()].filter((v) => v.pageId === ownerId && v.published && v.kind !== "video_story").length +
        [...store.stories.values()].filter((s) => s.pageId === ownerId).length
      );
    },
    faults: faults.switches,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
