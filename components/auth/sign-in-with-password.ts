// next-auth's signIn() with email and password, made to mean what it says (issue 27).
// next-auth 4 refuses a sign-in whose CSRF token does not match the csrf cookie by answering 200 with a link
// to its sign-in page (`…/signin?csrf=true`), and signIn() reports that as a success (no `error`): the form
// went on to the board signed out and landed back on sign-in. The cookie changes under a form when, on a
// first visit, the requests made before the cookie existed (the session provider's session fetches) each
// set a different one and the last answer arrives while the person submits. Under `npm run dev` the first
// of those takes seconds (Next compiles the route), so a newcomer met it almost every time. By the time of
// the refusal the cookie has settled, so one more try, with a token read afresh, goes through.
import { signIn, type SignInResponse } from "next-auth/react";
import { CSRF_REFUSED } from "@/lib/auth/sign-in-errors";

function refusedForCsrf(result: SignInResponse): boolean {
  if (!result.ok || result.error || !result.url) return false;
  const url = new URL(result.url, window.location.origin);
  return url.pathname.endsWith("/api/auth/signin") && url.searchParams.get("csrf") === "true";
}

/** The sign-in's outcome: `error` is next-auth's error code (worded by signInErrorMessage) or CSRF_REFUSED. */
export async function signInWithPassword(email: string, password: string): Promise<{ error: string | null }> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    const result = await signIn("credentials", { email, password, redirect: false });
    if (!result) return { error: "" };
    if (!refusedForCsrf(result)) return { error: result.error ?? null };
  }
  return { error: CSRF_REFUSED };
}
