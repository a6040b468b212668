import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/sign-in-form";
import { sameOriginPath } from "@/lib/auth/same-origin-path";
import { getSessionUser } from "@/lib/session/session";

export const metadata: Metadata = { title: "Sign in" };
export const dynamic = "force-dynamic";

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string; reset?: string }> }) {
  if (await getSessionUser()) redirect("/");
  const { callbackUrl, reset } = await searchParams;
  const notice = reset === "done" ? "Your password has been changed. Sign in with your new password." : undefined;
  // Only same-site paths: never send someone to another origin after sign-in.
  return <SignInForm callbackUrl={sameOriginPath(callbackUrl)} notice={notice} />;
}
