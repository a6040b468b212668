"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { Field, FormError, PrimaryButton } from "@/components/ui/form";
import { requestPasswordResetAction } from "@/lib/actions/passwords";

export function ForgotPasswordForm() {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    setPending(true);
    setError(null);
    try {
      const result = await requestPasswordResetAction({ email });
      if (!result.ok) setError(result.error);
      else setSentTo(email);
    } catch {
      setError("Could not reach the server. Check your connection and try again.");
    } finally {
      setPending(false);
    }
  }

  if (sentTo) {
    return (
      <div className="space-y-4" role="status">
        <h1 className="text-lg font-semibold">Check your email</h1>
        {/* The same words whether or not the address has an account: this page must not tell anyone which addresses do. */}
        <p className="text-sm text-slate-600">
          If there is a Postlane account for <strong className="break-all">{sentTo}</strong>, we have sent it a link to choose a new password. The link works
          once and lasts 1 hour.
        </p>
        <p className="text-sm text-slate-500">Nothing after a few minutes? Check your spam folder, or make sure you typed the address you signed up with.</p>
        <p className="text-center text-sm">
          <Link href="/sign-in" className="font-medium text-brand-600 hover:underline">
            Back to sign in
          </Link>
        </p>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-4" noValidate>
      <h1 className="text-lg font-semibold">Forgot your password?</h1>
      <p className="text-sm text-slate-600">Enter the email address you sign in with, and we will send you a link to choose a new password.</p>
      <FormError message={error} />
      <Field label="Email" id="email" type="email" autoComplete="email" required />
      <PrimaryButton type="submit" disabled={pending}>
        {pending ? "Sending…" : "Send reset link"}
      </PrimaryButton>
      <p className="text-center text-sm text-slate-500">
        Remembered it?{" "}
        <Link href="/sign-in" className="font-medium text-brand-600 hover:underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
