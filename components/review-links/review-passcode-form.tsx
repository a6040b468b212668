"use client";

// The passcode a protected review link asks for before it shows anything.
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Field, FormError, PrimaryButton } from "@/components/ui/form";
import { unlockReviewLinkAction } from "@/lib/actions/review-links";

export function ReviewPasscodeForm({ token }: { token: string }) {
  const router = useRouter();
  const [passcode, setPasscode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const result = await unlockReviewLinkAction(token, passcode);
      if (!result.ok) return setError(result.error.replace(/^passcode: /, "This is not the passcode: ").replace(/this link$/, "this link."));
      router.refresh();
    } catch {
      setError("Could not reach the server. Check your connection and try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4" data-testid="review-passcode">
      <p className="text-sm text-slate-600">The team protected these posts with a passcode. Type the one they gave you.</p>
      <FormError message={error} />
      <Field label="Passcode" id="review-passcode" type="password" autoComplete="off" value={passcode} onChange={(e) => setPasscode(e.target.value)} required />
      <PrimaryButton type="submit" disabled={pending || passcode === ""}>
        {pending ? "Checking…" : "See the posts"}
      </PrimaryButton>
    </form>
  );
}
