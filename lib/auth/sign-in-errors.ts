// The error next-auth carries from a throttled sign-in to the form, and the sentence the form shows for it.
// Shared by the server (which throws it) and the sign-in form (which words it).
const THROTTLED = "SignInThrottled:";

export function signInThrottledCode(retryAfterSeconds: number): string {
  return `${THROTTLED}${retryAfterSeconds}`;
}

/** next-auth refused the form's CSRF token twice (components/auth/sign-in-with-password.ts). */
export const CSRF_REFUSED = "CsrfRefused";

/** The message for a sign-in error returned by next-auth's signIn(). */
export function signInErrorMessage(error: string): string {
  if (error === CSRF_REFUSED) return "This page was out of date. Reload it and sign in again.";
  if (error.startsWith(THROTTLED)) {
    const minutes = Math.max(1, Math.ceil(Number(error.slice(THROTTLED.length)) / 60) || 1);
    return `Too many sign-in attempts. For your safety, signing in to this account is paused; try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  }
  return "Wrong email or password.";
}
