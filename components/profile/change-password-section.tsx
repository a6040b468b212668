"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, FormError } from "@/components/ui/form";
import { toast } from "@/components/ui/toaster";
import { changePasswordAction } from "@/lib/actions/passwords";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/password-rules";
import { useKeepThisSession } from "./keep-this-session";
import { ProfileSection } from "./profile-section";

export function ChangePasswordSection() {
  const router = useRouter();
  const keepThisSession = useKeepThisSession();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setPending(true);
    setError(null);
    try {
      const result = await changePasswordAction({
        currentPassword: String(data.get("current-password") ?? ""),
        newPassword: String(data.get("new-password") ?? ""),
      });
      if (!result.ok) {
        setError(result.error);
        return;
      }
      if (!(await keepThisSession(result.data.carryOver))) {
        router.replace("/sign-in?reset=done");
        return;
      }
      form.reset();
      toast.success("Password changed. You have been signed out everywhere else.");
    } catch {
      setError("Could not reach the server. Check your connection and try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <ProfileSection id="change-password" title="Change password" description="Changing your password signs you out on every other device and browser.">
      <form method="post" onSubmit={onSubmit} className="max-w-sm space-y-4" noValidate>
        <FormError message={error} />
        <Field label="Current password" id="current-password" type="password" autoComplete="current-password" required />
        <Field
          label="New password"
          id="new-password"
          type="password"
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          required
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? "Changing…" : "Change password"}
        </Button>
      </form>
    </ProfileSection>
  );
}
