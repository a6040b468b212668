"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Field, FormError, PrimaryButton } from "@/components/ui/form";
import { resetPasswordAction } from "@/lib/actions/passwords";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/password-rules";
import { signInWithPassword } from "./sign-in-with-password";

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const newPassword = String(new FormData(event.currentTarget).get("new-password") ?? "");
    setPending(true);
    setError(null);
    try {
      const result = await resetPasswordAction({ token, newPassword });
      if (!result.ok) {
        setError(result.error);
        return;
      }
      // Signed straight in with the new password; if that is refused (sign-in paused after many guesses),
      // the sign-in page says the password was changed.
      const { error: failed } = await signInWithPassword(result.data.email, newPassword);
      router.replace(failed === null ? "/" : "/sign-in?reset=done");
      router.refresh();
    } catch {
      setError("Could not reach the server. Check your connection and try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-4" noValidate>
      <h1 className="text-lg font-semibold">Choose a new password</h1>
      <FormError message={error} />
      <Field
        label="New password"
        id="new-password"
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        required
        hint={`At least ${MIN_PASSWORD_LENGTH} characters. You will be signed out everywhere else.`}
      />
      <PrimaryButton type="submit" disabled={pending}>
        {pending ? "Saving…" : "Save new password"}
      </PrimaryButton>
      <p className="flex justify-between text-sm">
        <Link href="/forgot-password" className="font-medium text-brand-600 hover:underline">
          Ask for a new link
        </Link>
        <Link href="/sign-in" className="font-medium text-brand-600 hover:underline">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}
