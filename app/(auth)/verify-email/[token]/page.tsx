import type { Metadata } from "next";
import { VerifyEmailConfirm } from "@/components/auth/verify-email-confirm";

export const metadata: Metadata = { title: "Confirm your email address", referrer: "no-referrer" };

export default async function VerifyEmailPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return <VerifyEmailConfirm token={token} />;
}
