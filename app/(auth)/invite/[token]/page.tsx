// The accept page of an invitation link: who invited you where, as what; then create an account (the invited
// address, fixed), sign in, join, or, signed in as someone else, a clear refusal. A bad link says why.
import type { Metadata } from "next";
import Link from "next/link";
import { InvitationSignUpForm, JoinWorkspaceButton, SignOutToSwitch } from "@/components/invitations/accept-invitation";
import { getSessionUser } from "@/lib/session/session";
import { toAppError } from "@/lib/errors";
import { openInvitation } from "@/lib/services/invitations/open-invitation";

export const metadata: Metadata = { title: "Invitation", referrer: "no-referrer", robots: { index: false } };
export const dynamic = "force-dynamic";

async function readInvitation(token: string) {
  try {
    return { invitation: await openInvitation(token) };
  } catch (error) {
    const known = toAppError(error);
    if (!known || known.status >= 500) throw error;
    return { problem: known.message };
  }
}

export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [{ invitation, problem }, user] = await Promise.all([readInvitation(token), getSessionUser()]);

  if (!invitation) {
    return (
      <div className="space-y-4">
        <h1 className="text-lg font-semibold">This invitation cannot be used</h1>
        <p className="text-sm text-slate-600" role="alert">
          {problem}
        </p>
        <Link href="/" className="text-sm font-medium text-brand-600 hover:underline">
          Go to Postlane
        </Link>
      </div>
    );
  }

  const intro = (
    <>
      <h1 className="text-lg font-semibold">Join {invitation.workspaceName}</h1>
      <p className="text-sm text-slate-600">
        {invitation.invitedBy ?? "Someone"} invited <strong>{invitation.email}</strong> to the workspace <strong>{invitation.workspaceName}</strong> as{" "}
        <strong data-testid="invited-role">{invitation.role}</strong>.
      </p>
    </>
  );

  if (user && user.email !== invitation.email) {
    return (
      <div className="space-y-4">
        {intro}
        <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
          You are signed in as {user.email}, but this invitation is for {invitation.email}. Sign out, then open the link again and sign in or create an account
          as {invitation.email}.
        </p>
        <SignOutToSwitch token={token} />
      </div>
    );
  }

  if (user) {
    return (
      <div className="space-y-4">
        {intro}
        <JoinWorkspaceButton token={token} workspaceName={invitation.workspaceName} />
      </div>
    );
  }

  const signInHref = `/sign-in?callbackUrl=${encodeURIComponent(`/invite/${token}`)}`;
  return (
    <div className="space-y-4">
      {intro}
      <p className="text-sm text-slate-600">Create your Postlane account to join.</p>
      <InvitationSignUpForm token={token} email={invitation.email} />
      <p className="text-center text-sm text-slate-500">
        Already have an account?{" "}
        <Link href={signInHref} className="font-medium text-brand-600 hover:underline">
          Sign in to join
        </Link>
      </p>
    </div>
  );
}
