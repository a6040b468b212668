"use client";
// The three ways through an invitation link: create an account for the invited address and join, join as
// the signed-in person, or (signed in as someone else) sign out first. The services decide; these only ask.
import { useRouter } from "next/navigation";
import { signOut } from "@/components/auth/sign-out";
import { signInWithPassword } from "@/components/auth/sign-in-with-password";
import { useState, type FormEvent } from "react";
import { Field, FormError, PrimaryButton } from "@/components/ui/form";
import { acceptInvitationAction, signUpWithInvitationAction } from "@/lib/actions/invitations";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/password-rules";

const workspaceHome = (workspaceId: string) => `/${workspaceId}/ideas`;

export function InvitationSignUpForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    setPending(true);
    setError(null);
    try {
      const joined = await signUpWithInvitationAction(token, { name: String(form.get("name") ?? ""), password });
      if (!joined.ok) {
        setError(joined.error);
        return;
      }
      const { error: failed } = await signInWithPassword(email, password);
      if (failed !== null) {
        setError("Your account was created and you joined the workspace, but signing in failed. Sign in to continue.");
        return;
      }
      router.replace(workspaceHome(joined.data.workspaceId));
      router.refresh();
    } catch {
      setError("Something went wrong. Please try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    // method="post": a submit before the page is interactive must never put the password in a URL.
    <form method="post" onSubmit={onSubmit} className="space-y-4" noValidate aria-label="Create your account and join">
      <FormError message={error} />
      <Field label="Email" id="email" type="email" value={email} readOnly hint="The invitation was sent to this address." />
      <Field label="Name" id="name" autoComplete="name" />
      <Field
        label="Password"
        id="password"
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        required
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
      />
      <PrimaryButton type="submit" disabled={pending}>
        {pending ? "Creating your account…" : "Create account and join"}
      </PrimaryButton>
    </form>
  );
}

export function JoinWorkspaceButton({ token, workspaceName }: { token: string; workspaceName: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function join() {
    setPending(true);
    setError(null);
    try {
      const result = await acceptInvitationAction(token);
      if (!result.ok) {
        setError(result.error);
        return;
      }
      router.replace(workspaceHome(result.data.workspaceId));
      router.refresh();
    } catch {
      setError("Could not reach the server. Check your connection and try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-3">
      <FormError message={error} />
      <PrimaryButton type="button" onClick={join} disabled={pending}>
        {pending ? "Joining…" : `Join ${workspaceName}`}
      </PrimaryButton>
    </div>
  );
}

export function SignOutToSwitch({ token }: { token: string }) {
  return (
    <PrimaryButton type="button" onClick={() => void signOut(`/invite/${encodeURIComponent(token)}`)}>
      Sign out
    </PrimaryButton>
  );
}
