// The OAuth consent page (the authorization endpoint): an app such as an MCP client or an assistant's
// connector asks to act in one of the person's workspaces. Signed out, they sign in and come back here with
// the same request. The page names the app and where it will send them, and the person picks the workspace
// and what the app may do. A request that cannot be trusted (unknown app, unregistered address) is
// explained here instead of being sent anywhere.
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ConsentForm } from "@/components/oauth/consent-form";
import { canWrite } from "@/lib/auth/roles";
import { SCOPE_DESCRIPTIONS } from "@/lib/auth/scopes";
import { getSessionUser } from "@/lib/session/session";
import { openAuthorizationRequest, type AuthorizationRequestParams } from "@/lib/services/oauth/open-authorization-request";
import { listUserWorkspaces } from "@/lib/services/workspaces/list-user-workspaces";

export const metadata: Metadata = { title: "Connect an app", referrer: "no-referrer", robots: { index: false } };
export const dynamic = "force-dynamic";

const FIELDS = ["client_id", "redirect_uri", "response_type", "code_challenge", "code_challenge_method", "scope", "state", "resource"] as const;

type Query = Record<string, string | string[] | undefined>;

/** The request's parameters; one given twice is dropped, which makes the request fail its checks. */
function requestParams(query: Query): AuthorizationRequestParams {
  const params: AuthorizationRequestParams = {};
  for (const field of FIELDS) {
    const value = query[field];
    if (typeof value === "string") params[field] = value;
  }
  return params;
}

function Problem({ message }: { message: string }) {
  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold">This app cannot connect</h1>
      <p role="alert" className="text-sm text-slate-600">
        {message}
      </p>
      <Link href="/" className="text-sm font-medium text-brand-600 hover:underline">
        Go to Postlane
      </Link>
    </div>
  );
}

export default async function AuthorizePage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const params = requestParams(query);
  const opened = await openAuthorizationRequest({ params });
  if (opened.kind === "invalid") return <Problem message={opened.message} />;
  if (opened.kind === "redirect") redirect(opened.location);

  const user = await getSessionUser();
  if (!user) {
    const back = new URLSearchParams(Object.entries(params) as [string, string][]);
    redirect(`/sign-in?callbackUrl=${encodeURIComponent(`/oauth/authorize?${back.toString()}`)}`);
  }

  const { request } = opened;
  const workspaces = await listUserWorkspaces({ userId: user.id });
  const redirectHost = new URL(request.redirectUri).host;
  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold">
        Connect <span data-testid="client-name">{request.client.name}</span> to Postlane?
      </h1>
      <p className="text-sm text-slate-600">
        Signed in as <strong>{user.email}</strong>. If you allow it, you will be sent back to <strong data-testid="redirect-host">{redirectHost}</strong>, and
        the app can act in the workspace you choose as you could with an API key. You can disconnect it any time on the workspace&apos;s API keys page.
      </p>
      <ConsentForm
        params={params}
        scopes={request.requestedScopes.map((scope) => ({ scope, description: SCOPE_DESCRIPTIONS[scope] }))}
        workspaces={workspaces.map((w) => ({ id: w.id, name: w.name, canConnect: canWrite(w.role) }))}
      />
    </div>
  );
}
