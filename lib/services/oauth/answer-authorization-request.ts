// The person's answer on the consent page. Approving stores a one-time code bound to everything the token
// will carry (workspace, granted scopes, drafts-only, test or live data) and to what the exchange must prove (client, redirect
// URI, PKCE challenge, resource); denying tells the app access_denied. Either way the answer is a redirect
// to the app. The request is checked again here: the page's hidden fields are the client's to tamper with.
import { z } from "zod";
import { canWrite } from "../../auth/roles";
import { API_SCOPES, apiScope } from "../../auth/scopes";
import { db } from "../../db";
import { BadRequestError, ForbiddenError, parseInput } from "../../errors";
import type { Actor } from "../actor";
import { roleInWorkspace } from "../workspaces/require-role";
import { AUTHORIZATION_CODE_TTL_MS, hashAuthorizationCode, newAuthorizationCode } from "./oauth-grant-rules";
import { openAuthorizationRequest, redirectWith, type AuthorizationRequestParams } from "./open-authorization-request";

const approval = z.object({
  workspaceId: z.uuid({ error: "Choose a workspace" }),
  scopes: z.array(apiScope).min(1, { error: "Choose at least one thing the app may do" }),
  draftsOnly: z.boolean().default(false),
  // Test keys see test posts only (docs/api.md, "Test and live"); live unless the person chooses test.
  mode: z.enum(["live", "test"], { error: "mode must be live or test" }).default("live"),
});

/** As the form sends it: checked here, not trusted. */
export type AuthorizationAnswer = { approve: false } | { approve: true; workspaceId: string; scopes: string[]; draftsOnly?: boolean; mode?: "live" | "test" };

export async function answerAuthorizationRequest({
  actor,
  params,
  answer,
}: {
  actor: Extract<Actor, { kind: "user" }>;
  params: AuthorizationRequestParams;
  answer: AuthorizationAnswer;
}): Promise<{ location: string }> {
  const opened = await openAuthorizationRequest({ params });
  if (opened.kind === "invalid") throw new BadRequestError(opened.message);
  if (opened.kind === "redirect") return { location: opened.location };
  const { request } = opened;
  if (!answer.approve) {
    return { location: redirectWith(request.redirectUri, { error: "access_denied", error_description: "The person declined", state: request.state }) };
  }

  const granted = parseInput(approval, {
    workspaceId: answer.workspaceId,
    scopes: answer.scopes,
    draftsOnly: answer.draftsOnly,
    mode: answer.mode,
  });
  const notAsked = granted.scopes.filter((s) => !request.requestedScopes.includes(s));
  if (notAsked.length > 0) throw new BadRequestError(`The app did not ask for: ${notAsked.join(", ")}`);
  const role = await roleInWorkspace(granted.workspaceId, actor);
  // The token is an API key, and viewers cannot create keys.
  if (role !== "system" && !canWrite(role)) throw new ForbiddenError("Viewers cannot connect apps to a workspace; ask an admin to raise your role");

  const code = newAuthorizationCode();
  await db.oAuthAuthorizationCode.create({
    data: {
      codeHash: hashAuthorizationCode(code),
      clientId: request.client.id,
      userId: actor.userId,
      workspaceId: granted.workspaceId,
      // In the contract's order, whatever order the form sent them in: the token response lists them so.
      scopes: API_SCOPES.filter((s) => granted.scopes.includes(s)),
      draftsOnly: granted.draftsOnly,
      mode: granted.mode,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      resource: request.resource ?? null,
      expiresAt: new Date(Date.now() + AUTHORIZATION_CODE_TTL_MS),
    },
  });
  return { location: redirectWith(request.redirectUri, { code, state: request.state }) };
}
