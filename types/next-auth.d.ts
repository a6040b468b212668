import "next-auth";
import "next-auth/jwt";

declare module "next-auth" {
  interface Session {
    user?: { id?: string; name?: string | null; email?: string | null; image?: string | null; sessionVersion?: number };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid?: string;
    /** users.session_version when the session was issued. */
    sv?: number;
  }
}
