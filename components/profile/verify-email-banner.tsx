"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { resendVerificationEmailAction } from "@/lib/actions/email-verification";

// Shown across the app until a new sign-up confirms their address; it never blocks anything.
export function VerifyEmailBanner({ email }: { email: string }) {
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function resend() {
    setPending(true);
    try {
      const result = await resendVerificationEmailAction();
      setMessage(result.ok ? "We sent a new link. It lasts 7 days." : result.error);
    } catch {
      setMessage("Could not reach the server. Check your connection and try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <div
      data-testid="verify-email-banner"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="min-w-0 flex-1">
        Please confirm your email address: we sent a link to <strong className="break-all">{email}</strong>.
      </p>
      <Button size="sm" onClick={resend} disabled={pending}>
        {pending ? "Sending…" : "Send the link again"}
      </Button>
      {message ? (
        <p aria-live="polite" className="basis-full text-amber-900">
          {message}
        </p>
      ) : null}
    </div>
  );
}
