"use client";

import Link from "next/link";
import { useState } from "react";
import { FormError, PrimaryButton } from "@/components/ui/form";
import { verifyEmailAction } from "@/lib/actions/email-verification";

// A button rather than confirming on open: mail scanners open links too, and must not confirm for the person.
export function VerifyEmailConfirm({ token }: { token: string }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [confirmed, setConfirmed] = useState<string | null>(null);

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      const result = await verifyEmailAction(token);
      if (result.ok) setConfirmed(result.data.email);
      else setError(result.error);
    } catch {
      setError("Could not reach the server. Check your connection and try again.");
    } finally {
      setPending(false);
    }
  }

  if (confirmed) {
    return (
      <div className="space-y-4">
        <h1 className="text-lg font-semibold">Email address confirmed</h1>
        <p className="text-sm text-slate-600">
          Thank you: <strong className="break-all">{confirmed}</strong> is confirmed.
        </p>
        <p className="text-center text-sm">
          <Link href="/" className="font-medium text-brand-600 hover:underline">
            Go to Postlane
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold">Confirm your email address</h1>
      <FormError message={error} />
      <PrimaryButton type="button" onClick={confirm} disabled={pending}>
        {pending ? "Confirming…" : "Confirm my email address"}
      </PrimaryButton>
    </div>
  );
}
