// next-auth 4: email + password sign-in with JWT sessions (no session table round trip per request).
// A JWT cannot be recalled, so each carries the user's session version (users.session_version); signing out
// or changing the password bumps it and every older session is refused where the user is loaded
// (lib/session/session.ts). Sign-in attempts are throttled per account and per address.
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { authSecret } from "@/lib/secrets";
import { env } from "@/lib/env";
import { clientAddress } from "@/lib/net/client-address";
import { authenticateUser } from "@/lib/services/users/authenticate-user";
import { endUserSessions } from "@/lib/services/users/end-user-sessions";
import { SignInThrottledError } from "@/lib/services/rate-limit/sign-in-throttle";
import { sameOriginPath } from "@/lib/auth/same-origin-path";
import { acceptSessionCarryOver } from "@/lib/auth/session-carry-over";
import { signInThrottledCode } from "@/lib/auth/sign-in-errors";

let configured = false;

// next-auth 4 takes its base URL from NEXTAUTH_URL; with no APP_URL configured it trusts the request's
// host, so the app works on whatever port or host it is started on.
function configureBaseUrl(): void {
  if (configured) return;
  configured = true;
  const appUrl = env().APP_URL;
  if (appUrl) process.env.NEXTAUTH_URL ??= appUrl;
  else process.env.AUTH_TRUST_HOST ??= "true";
}

export function authOptions(): NextAuthOptions {
  configureBaseUrl();
  const appUrl = env().APP_URL;
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
    // Secure (and __Secure-/__Host- prefixed) cookies whenever the app is served over https. Without APP_URL,
    // next-auth decides from the request's protocol.
    ...(appUrl ? { useSecureCookies: appUrl.startsWith("https://") } : {}),
    pages: { signIn: "/sign-in" },
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials, req) {
          if (!credentials) return null;
          try {
            return await authenticateUser({
              input: { email: credentials.email, password: credentials.password },
              clientAddress: clientAddress(req.headers ?? {}),
            });
          } catch (error) {
            // next-auth hands a thrown message to the sign-in form as `error`; the form words it.
            if (error instanceof SignInThrottledError) throw new Error(signInThrottledCode(error.retryAfterSeconds));
            throw error;
          }
        },
      }),
    ],
    callbacks: {
      jwt({ token, user, trigger, session }) {
        if (user) {
          token.uid = user.id;
          token.sv = (user as { sessionVersion?: number }).sessionVersion ?? 0;
        }
        // A password change or "sign out other sessions" keeps the person's own session (session-carry-over.ts).
        if (trigger === "update") {
          const carried = acceptSessionCarryOver((session as { carryOver?: unknown } | undefined)?.carryOver, {
            userId: token.uid,
            currentVersion: token.sv ?? 0,
          });
          if (carried !== null) token.sv = carried;
        }
        return token;
      },
      session({ session, token }) {
        if (session.user && typeof token.uid === "string") {
          session.user.id = token.uid;
          session.user.sessionVersion = typeof token.sv === "number" ? token.sv : 0;
        }
        return session;
      },
      // Where next-auth sends the browser after signing in or out: only a path on this site.
      redirect({ url, baseUrl }) {
        return `${baseUrl}${sameOriginPath(url, { origin: baseUrl })}`;
      },
    },
    events: {
      // Signing out ends every session of the user, so a copied cookie stops working too. A session that had
      // already ended cannot end the user's newer ones.
      async signOut({ token }) {
        if (typeof token?.uid === "string") await endUserSessions({ userId: token.uid, fromVersion: typeof token.sv === "number" ? token.sv : 0 });
      },
    },
  };
}
