// A real sign-in for in-process route handler tests: next-auth's own handler (its Node-style (req, res) form,
// which needs no Next request scope) asked for a CSRF token, then sent email and password to the credentials
// callback, exactly as the sign-in form does. The result is the browser's Cookie header: a session cookie
// next-auth signed, which getSessionUser(req) reads back through the same code as in the server.
import NextAuth from "next-auth";
import { authOptions } from "@/lib/session/auth-options";

interface NodeAnswer {
  status: number;
  cookies: Record<string, string>;
  body: unknown;
}

async function callNextAuth(
  action: string[],
  { method, cookies, body }: { method: "GET" | "POST"; cookies: Record<string, string>; body?: Record<string, string> },
) {
  const answer: NodeAnswer = { status: 200, cookies: {}, body: undefined };
  const headers: Record<string, string | string[]> = {};
  const res = {
    status(code: number) {
      answer.status = code;
      return res;
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
    setHeader(name: string, value: string | string[]) {
      headers[name.toLowerCase()] = value;
      return res;
    },
    send(value: unknown) {
      answer.body = value;
    },
    json(value: unknown) {
      answer.body = value;
    },
    end() {},
  };
  const req = { query: { nextauth: action }, method, headers: { host: "localhost", "content-type": "application/json" }, cookies, body };
  await NextAuth(req as never, res as never, authOptions());
  for (const line of [headers["set-cookie"] ?? []].flat()) {
    const pair = line.split(";")[0]!;
    answer.cookies[pair.slice(0, pair.indexOf("="))] = decodeURIComponent(pair.slice(pair.indexOf("=") + 1));
  }
  return answer;
}

/** Signs `email` in with `password`; returns the Cookie header a signed-in browser sends. */
export async function signInCookie(email: string, password: string): Promise<string> {
  const csrf = await callNextAuth(["csrf"], { method: "GET", cookies: {} });
  const { csrfToken } = csrf.body as { csrfToken: string };
  const signedIn = await callNextAuth(["callback", "credentials"], {
    method: "POST",
    cookies: csrf.cookies,
    body: { email, password, csrfToken, json: "true" },
  });
  const session = Object.entries(signedIn.cookies).find(([name]) => name.endsWith("next-auth.session-token"));
  if (!session) throw new Error(`sign-in failed (HTTP ${signedIn.status}): ${JSON.stringify(signedIn.body)}`);
  return `${session[0]}=${session[1]}`;
}
