// GET/POST /api/auth/* — next-auth's sign-in, sign-out, session and CSRF endpoints.
import type { NextRequest } from "next/server";
import NextAuth from "next-auth";
import { authOptions } from "@/lib/session/auth-options";

type RouteContext = { params: Promise<{ nextauth: string[] }> };

// Options are built per request so secrets are read at run time, never at build time.
function handler(req: NextRequest, context: RouteContext): Promise<Response> {
  return NextAuth(req as never, context as never, authOptions()) as Promise<Response>;
}

export { handler as GET, handler as POST };
