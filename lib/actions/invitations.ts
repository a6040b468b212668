"use server";
// Server actions of invitations: the Members page (invite, resend, revoke, copy the link) and the accept page
// (join as the signed-in person, or create an account for the invited address and join).
import { revalidatePath } from "next/cache";
import { requireSessionUser } from "@/lib/session/session";
import { acceptInvitation } from "@/lib/services/invitations/accept-invitation";
import { createInvitation } from "@/lib/services/invitations/create-invitation";
import { getInvitationLink } from "@/lib/services/invitations/get-invitation-link";
import { resendInvitation } from "@/lib/services/invitations/resend-invitation";
import { revokeInvitation } from "@/lib/services/invitations/revoke-invitation";
import { signUpWithInvitation } from "@/lib/services/invitations/sign-up-with-invitation";
import { sendEmailVerification } from "@/lib/services/users/send-email-verification";
import { logger } from "@/lib/observability/logger";
import { runAction } from "./action-result";
import { sessionActor } from "./session-actor";

const membersPath = (workspaceId: string) => `/${workspaceId}/settings/members`;

// Invite someone by email (with or without an account) with a role.
export async function createInvitationAction(workspaceId: string, input: { email: string; role: string }) {
  return runAction(async () => {
    const invitation = await createInvitation({ workspaceId, actor: await sessionActor(), input });
    revalidatePath(`/${workspaceId}`, "layout"); // the members list and the getting-started checklist
    return { email: invitation.email, role: invitation.role };
  });
}

// Send a pending invitation's email again (a fresh 7 days).
export async function resendInvitationAction(workspaceId: string, invitationId: string) {
  return runAction(async () => {
    await resendInvitation({ workspaceId, actor: await sessionActor(), input: { invitationId } });
    revalidatePath(membersPath(workspaceId));
    return { id: invitationId };
  });
}

// Withdraw a pending invitation; its link stops working.
export async function revokeInvitationAction(workspaceId: string, invitationId: string) {
  return runAction(async () => {
    await revokeInvitation({ workspaceId, actor: await sessionActor(), input: { invitationId } });
    revalidatePath(membersPath(workspaceId));
    return { id: invitationId };
  });
}

// The invitation's link, to pass on by hand ("Copy invite link").
export async function invitationLinkAction(workspaceId: string, invitationId: string) {
  return runAction(async () => getInvitationLink({ workspaceId, actor: await sessionActor(), input: { invitationId } }));
}

// The signed-in person joins the workspace of the invitation.
export async function acceptInvitationAction(token: string) {
  return runAction(async () => {
    const user = await requireSessionUser();
    const joined = await acceptInvitation({ token, userId: user.id });
    return { workspaceId: joined.workspaceId };
  });
}

// A person without an account creates one for the invited address and joins; the form then signs them in.
// Through a copied link the address is not confirmed yet: they get the usual link to confirm it.
export async function signUpWithInvitationAction(token: string, input: { name: string; password: string }) {
  return runAction(async () => {
    const joined = await signUpWithInvitation({ token, input: { name: input.name, password: input.password } });
    if (!joined.emailVerified) {
      await sendEmailVerification({ userId: joined.userId }).catch((error: unknown) =>
        logger().error({ errorName: error instanceof Error ? error.name : "error" }, "verification email not queued"),
      );
    }
    return { email: joined.email, workspaceId: joined.workspaceId };
  });
}
