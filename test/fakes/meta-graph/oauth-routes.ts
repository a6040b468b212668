// The fake's login side: OAuth dialogs that consent at once and redirect back with a code, code → token,
// long-lived exchanges (fb_exchange_token, th_exchange_token), th_refresh_token, and the discovery reads
// (/me, /me/accounts with page tokens and their Instagram business accounts, /me/permissions).
import { GraphError, type GraphRequest, invalidParameter, ok, pick, type Reply, required, type RouteContext } from "./http";
import { checkPermissions, KNOWN_PERMISSIONS, NEEDS } from "./permissions";
import type { Product } from "./store";

const LONG_LIVED_SECONDS = 60 * 24 * 3600;
const SHORT_LIVED_SECONDS = 3600;

function checkApp(ctx: RouteContext, params: Record<string, string>, needId = true): void {
  if ((needId && params.client_id !== ctx.options.app.clientId) || params.client_secret !== ctx.options.app.clientSecret) {
    throw new GraphError(400, 101, "Error validating client secret.", undefined, "OAuthException");
  }
}

/** Who consents in the fake dialogs: the first user of the product (tests create one). */
export interface DialogSubjects {
  facebookUserId?: string;
  threadsUserId?: string;
}

export function dialogRoute(ctx: RouteContext, product: Product, params: Record<string, string>, subjects: DialogSubjects): Reply {
  const redirectUri = required(params, "redirect_uri");
  if (params.client_id !== ctx.options.app.clientId) throw new GraphError(400, 101, "Invalid App ID", undefined, "OAuthException");
  const subject = product === "threads" ? subjects.threadsUserId : subjects.facebookUserId;
  if (!subject) throw invalidParameter("The fake has no account to log in as");
  // The person approves exactly what was asked (comma-separated; Meta also splits on spaces), so a connect flow
  // that forgets a permission gets a token without it. Unknown names are refused as the dialog does
  // ("Invalid Scopes: …", https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow).
  const scopes = (params.scope ?? "").split(/[,\s]+/).filter(Boolean);
  const invalid = scopes.filter((scope) => !KNOWN_PERMISSIONS.has(scope));
  if (invalid.length > 0) throw invalidParameter(`Invalid Scopes: ${invalid.join(", ")}`);
  const code = `code-${ctx.store.nextId()}`;
  ctx.store.authCodes.set(code, { product, subject, redirectUri, scopes: product === "facebook" ? ["public_profile", ...scopes] : scopes });
  const target = new URL(redirectUri);
  target.searchParams.set("code", code);
  if (params.state !== undefined) target.searchParams.set("state", params.state);
  return { status: 302, body: "", location: target.toString() };
}

function redeemCode(ctx: RouteContext, product: Product, params: Record<string, string>) {
  const code = required(params, "code");
  const grant = ctx.store.authCodes.get(code);
  ctx.store.authCodes.delete(code);
  if (!grant || grant.product !== product) throw new GraphError(400, 100, "Invalid verification code format.", 36007, "OAuthException");
  if (grant.redirectUri !== params.redirect_uri)
    throw new GraphError(
      400,
      100,
      "Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request",
      36008,
    );
  return grant;
}

function validToken(ctx: RouteContext, token: string | undefined) {
  const record = token ? ctx.store.tokens.get(token) : undefined;
  if (!record || record.revoked) throw new GraphError(400, 190, "Invalid OAuth access token - Cannot parse access token");
  if (record.expiresAt !== null && record.expiresAt <= Date.now()) {
    throw new GraphError(400, 190, `Error validating access token: Session has expired on ${new Date(record.expiresAt).toUTCString()}.`, 463);
  }
  return record;
}

export async function oauthRoute(ctx: RouteContext, req: GraphRequest): Promise<Reply | undefined> {
  const { store } = ctx;
  const route = `${req.method} ${req.path}`;
  const p = req.params;

  // Facebook Login: /vX/oauth/access_token (GET or POST) — code exchange, or fb_exchange_token.
  if (req.version && req.path === "/oauth/access_token") {
    checkApp(ctx, p);
    if (p.grant_type === "fb_exchange_token") {
      const old = validToken(ctx, required(p, "fb_exchange_token"));
      if (old.kind !== "user") throw invalidParameter("fb_exchange_token must be a user access token");
      return ok({
        access_token: store.issueToken(old.product, old.subject, "user", LONG_LIVED_SECONDS, old.scopes),
        token_type: "bearer",
        expires_in: LONG_LIVED_SECONDS,
      });
    }
    const grant = redeemCode(ctx, "facebook", p);
    return ok({
      access_token: store.issueToken("facebook", grant.subject, "user", SHORT_LIVED_SECONDS, grant.scopes),
      token_type: "bearer",
      expires_in: SHORT_LIVED_SECONDS,
    });
  }

  // Threads: POST /oauth/access_token (form), GET /access_token (th_exchange_token), GET /refresh_access_token.
  if (route === "POST /oauth/access_token") {
    checkApp(ctx, p);
    if (p.grant_type !== "authorization_code") throw invalidParameter("grant_type must be authorization_code");
    const grant = redeemCode(ctx, "threads", p);
    // user_id is a JSON number in Threads' documented answer (https://developers.facebook.com/docs/threads/get-started/get-access-tokens-and-permissions);
    // ids this long lose digits as numbers, so callers must take the id from /me, as ours does.
    return ok({ access_token: store.issueToken("threads", grant.subject, "threads", SHORT_LIVED_SECONDS, grant.scopes), user_id: Number(grant.subject) });
  }
  if (!req.version && route === "GET /access_token") {
    checkApp(ctx, p, false);
    if (p.grant_type !== "th_exchange_token") throw invalidParameter("grant_type must be th_exchange_token");
    const old = validToken(ctx, p.access_token);
    return ok({
      access_token: store.issueToken("threads", old.subject, "threads", LONG_LIVED_SECONDS, old.scopes),
      token_type: "bearer",
      expires_in: LONG_LIVED_SECONDS,
    });
  }
  if (!req.version && route === "GET /refresh_access_token") {
    if (p.grant_type !== "th_refresh_token") throw invalidParameter("grant_type must be th_refresh_token");
    const old = validToken(ctx, p.access_token);
    // "Long-lived tokens that are at least 24 hours old but have not expired can be refreshed"
    // (developers.facebook.com/docs/threads/get-started/long-lived-tokens); an expired one is refused above.
    if (Date.now() - old.issuedAt < 24 * 3600_000)
      throw new GraphError(400, 190, "Error validating access token: the token must be at least 24 hours old to be refreshed.");
    // "…and the app user has granted your app the threads_basic permission" (same page).
    checkPermissions("threads", old, NEEDS.threadsRead);
    old.revoked = true;
    return ok({
      access_token: store.issueToken("threads", old.subject, "threads", LONG_LIVED_SECONDS, old.scopes),
      token_type: "bearer",
      expires_in: LONG_LIVED_SECONDS,
    });
  }

  if (!req.version) return undefined;
  const [first, edge] = req.segments;
  if (first !== "me") return undefined;
  const token = ctx.authorize();
  if (token.product === "threads") return undefined; // /me of Threads is answered by the Threads routes.

  if (req.method === "GET" && edge === undefined) {
    const user = store.users.get(token.subject);
    const page = store.pages.get(token.subject);
    return ok(pick({ id: token.subject, name: user?.name ?? page?.name }, p.fields, ["name"]));
  }
  if (req.method === "GET" && edge === "permissions") {
    return ok({ data: [...token.scopes].map((permission) => ({ permission, status: "granted" })) });
  }
  if (req.method === "GET" && edge === "accounts") {
    if (token.kind !== "user") throw new GraphError(400, 100, "(#100) Tried accessing nonexisting field (accounts) on node type (Page)");
    checkPermissions("facebook", token, NEEDS.pageList);
    const user = store.users.get(token.subject);
    const data = (user?.pageIds ?? []).map((pageId) => {
      const page = store.pages.get(pageId)!;
      const ig = page.igUserId ? store.igUsers.get(page.igUserId) : undefined;
      return pick(
        {
          id: page.id,
          name: page.name,
          access_token: store.livePageToken(page, token),
          category: "Brand",
          tasks: ["ADVERTISE", "ANALYZE", "CREATE_CONTENT", "MODERATE", "MANAGE"],
          instagram_business_account: ig ? { id: ig.id, username: ig.username } : undefined,
          picture: { data: { url: `https://example.test/pages/${page.id}.jpg` } },
        },
        p.fields,
        ["name", "access_token", "category", "tasks"],
      );
    });
    return ok({ data, paging: { cursors: { before: "QVFI", after: "QVFI" } } });
  }
  return undefined;
}
