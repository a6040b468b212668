"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form";
import { toast } from "@/components/ui/toaster";
import { signOutOtherSessionsAction } from "@/lib/actions/passwords";
import { useKeepThisSession } from "./keep-this-session";
import { ProfileSection } from "./profile-section";

export function OtherSessionsSection() {
  const router = useRouter();
  const keepThisSession = useKeepThisSession();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function signOutOthers() {
    setPending(true);
    setError(null);
    try {
      const result = await signOutOtherSessionsAction();
      if (!result.ok) {
        setError(result.error);
        return;
      }
      if (!(await keepThisSession(result.data.carryOver))) {
        router.replace("/sign-in");
        return;
      }
      toast.success("Signed out everywhere else. This browser stays signed in.");
    } catch {
      setError("Could not reach the server. Check your connection and try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <ProfileSection
      id="other-sessions"
      title="Other sessions"
      description="Signed in on a shared computer, or lost a phone? Sign out everywhere except this browser."
    >
      <div className="space-y-3">
        <FormError message={error} />
        <Button onClick={signOutOthers} disabled={pending}>
          {pending ? "Signing out…" : "Sign out other sessions"}
        </Button>
      </div>
    </ProfileSection>
  );
}
