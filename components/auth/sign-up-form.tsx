"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { signUpAction } from "@/lib/actions/sign-up";
import { Field, FormError, PrimaryButton } from "@/components/ui/form";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/password-rules";
import { signInWithPassword } from "./sign-in-with-password";

export function SignUpForm() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Set when the answer is "check your email" (the address may already have an account; the form does not say).
  const [checkEmail, setCheckEmail] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      name: String(form.get("name") ?? ""),
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      workspaceName: String(form.get("workspaceName") ?? ""),
    };
    setPending(true);
    setError(null);
    try {
      const created = await signUpAction(input);
      if (!created.ok) {
        setError(created.error);
        return;
      }
      if (created.next === "check-email") {
        setCheckEmail(input.email.trim());
        return;
      }
      const { error: failed } = await signInWithPassword(input.email, input.password);
      if (failed !== null) {
        setError("Your account was created, but signing in failed. Try signing in.");
        return;
      }
      router.replace("/");
      router.refresh();
    } catch {
      setError("Something went wrong. Please try again.");
    } finally {
      setPending(false);
    }
  }

  if (checkEmail !== null) {
    return (
      <div className="space-y-4" role="status">
        <h1 className="text-lg font-semibold">Check your email</h1>
        <p className="text-sm text-slate-600">
          We sent a message to <strong>{checkEmail}</strong> about signing up. Follow what it says to go on.
        </p>
        <SignInInstead />
      </div>
    );
  }

  return (
    // method="post": a submit before the page is interactive must never put the password in a URL (and its logs).
    <form method="post" onSubmit={onSubmit} className="space-y-4" noValidate>
      <h1 className="text-lg font-semibold">Create your account</h1>
      <FormError message={error} />
      <Field label="Name" id="name" autoComplete="name" />
      <Field label="Email" id="email" type="email" autoComplete="email" required />
      <Field label="Password" id="password" type="password" autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} required />
      <p className="-mt-2 text-xs text-slate-500">At least {MIN_PASSWORD_LENGTH} characters.</p>
      {/* Onboarding (issue 37): an agency's workspaces are its clients, so the first one is named after whose posts they are. */}
      <Field
        label="Whose posts are these?"
        id="workspaceName"
        placeholder="Your business, or a client's name"
        maxLength={100}
        hint="It names your first workspace. Add a workspace for each client later, from the workspace switcher."
      />
      <PrimaryButton type="submit" disabled={pending}>
        {pending ? "Creating account…" : "Create account"}
      </PrimaryButton>
      <SignInInstead />
    </form>
  );
}

function SignInInstead() {
  return (
    <p className="text-center text-sm text-slate-500">
      Already have an account?{" "}
      <Link href="/sign-in" className="font-medium text-brand-600 hover:underline">
        Sign in
      </Link>
    </p>
  );
}
