// next-auth 4: email + password sign-in with JWT sessions (no session table round trip per request).
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { authSecret } from "../secrets";
import { env } from "../env";
import { authenticateUser } from "../services/users/authenticate-user";

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
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
    pages: { signIn: "/sign-in" },
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials) {
          if (!credentials) return null;
          return authenticateUser({ input: { email: credentials.email, password: credentials.password } });
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) token.uid = user.id;
        return token;
      },
      session({ session, token }) {
        if (session.user && typeof token.uid === "string") session.user.id = token.uid;
        return session;
      },
    },
  };
}
