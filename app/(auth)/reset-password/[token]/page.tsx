import type { Metadata } from "next";
import Link from "next/link";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { checkPasswordResetLink } from "@/lib/services/passwords/check-password-reset-link";

export const metadata: Metadata = { title: "Choose a new password", referrer: "no-referrer" };
export const dynamic = "force-dynamic";

// Opening the link only checks it; the form uses it up.
export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const link = await checkPasswordResetLink({ token });
  if (!link.usable) {
    return (
      <div className="space-y-4">
        <h1 className="text-lg font-semibold">This link cannot be used</h1>
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {link.problem}
        </p>
        <p className="text-center text-sm">
          <Link href="/forgot-password" className="font-medium text-brand-600 hover:underline">
            Ask for a new link
          </Link>
        </p>
      </div>
    );
  }
  return <ResetPasswordForm token={token} />;
}
