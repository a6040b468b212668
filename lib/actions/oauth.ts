"use server";
// The consent page's answer (app/(auth)/oauth/authorize): approve with a workspace and scopes, or deny.
// Either way the result is the app's redirect URI, which the browser then opens.
import type { AuthorizationRequestParams } from "@/lib/services/oauth/open-authorization-request";
import { answerAuthorizationRequest, type AuthorizationAnswer } from "@/lib/services/oauth/answer-authorization-request";
import { runAction } from "./action-result";
import { sessionActor } from "./session-actor";

// Approve or deny an app's request to connect; returns where to send the browser.
export async function answerAuthorizationAction(params: AuthorizationRequestParams, answer: AuthorizationAnswer) {
  return runAction(async () => answerAuthorizationRequest({ actor: await sessionActor(), params, answer }));
}
