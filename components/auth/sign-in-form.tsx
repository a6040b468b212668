"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { sameOriginPath } from "@/lib/auth/same-origin-path";
import { signInErrorMessage } from "@/lib/auth/sign-in-errors";
import { Field, FormError, PrimaryButton } from "@/components/ui/form";
import { signInWithPassword } from "./sign-in-with-password";

export function SignInForm({ callbackUrl, notice }: { callbackUrl: string; notice?: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    const { error: failed } = await signInWithPassword(String(form.get("email")), String(form.get("password")));
    setPending(false);
    if (failed !== null) {
      setError(signInErrorMessage(failed));
      return;
    }
    // Checked again here: the prop is the only way a target reaches the router.
    router.replace(sameOriginPath(callbackUrl, { origin: window.location.origin }));
    router.refresh();
  }

  return (
    // method="post": a submit before the page is interactive must never put the password in a URL (and its logs).
    <form method="post" onSubmit={onSubmit} className="space-y-4" noValidate>
      <h1 className="text-lg font-semibold">Sign in</h1>
      {notice && !error ? (
        <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
          {notice}
        </p>
      ) : null}
      <FormError message={error} />
      <Field label="Email" id="email" type="email" autoComplete="email" required />
      <Field label="Password" id="password" type="password" autoComplete="current-password" required />
      <p className="-mt-2 text-right text-sm">
        <Link href="/forgot-password" className="font-medium text-brand-600 hover:underline">
          Forgot password?
        </Link>
      </p>
      <PrimaryButton type="submit" disabled={pending}>
        {pending ? "Signing in…" : "Sign in"}
      </PrimaryButton>
      <p className="text-center text-sm text-slate-500">
        No account yet?{" "}
        <Link href="/sign-up" className="font-medium text-brand-600 hover:underline">
          Create one
        </Link>
      </p>
    </form>
  );
}
