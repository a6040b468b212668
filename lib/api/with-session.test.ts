// The web app's own route handlers behind withSession, called in-process with real requests carrying a
// session cookie from a real sign-in: who gets through (a signed-in member), and who does not (no cookie,
// a session ended by signing out elsewhere, a workspace that is not theirs or not a workspace id).
import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeWorkspace } from "@/test/factories";
import { signInCookie } from "@/test/support/sign-in";
import { withSession } from "./with-session";
import { json } from "./respond";

const echo = withSession<{ id: string }>({ signInTo: "echo" }, async ({ actor, workspaceId, params }) => json({ actor, workspaceId, params }));
const call = (query: string, cookie?: string) =>
  echo(new Request(`http://localhost/api/echo${query}`, { headers: cookie ? { cookie } : {} }), { params: Promise.resolve({ id: "x" }) });

describe("withSession", () => {
  it("hands the signed-in person, the workspace and the params to the handler", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    const cookie = await signInCookie(owner.email, owner.password);
    const res = await call(`?workspace=${workspaceId.toUpperCase()}`, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ actor: { kind: "user", userId: owner.id }, workspaceId, params: { id: "x" } });
  });

  it("answers 401 without a session, and for a session ended since (the session version moved on)", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    const noCookie = await call(`?workspace=${workspaceId}`);
    expect(noCookie.status).toBe(401);
    expect(await noCookie.json()).toEqual({ error: "Sign in to echo", code: "unauthorized" });

    const cookie = await signInCookie(owner.email, owner.password);
    await db.user.update({ where: { id: owner.id }, data: { sessionVersion: { increment: 1 } } });
    expect((await call(`?workspace=${workspaceId}`, cookie)).status).toBe(401);
    expect((await call(`?workspace=${workspaceId}`, "next-auth.session-token=forged")).status).toBe(401);
  });

  it("answers 404 when ?workspace= cannot name a workspace", async () => {
    const { owner } = await makeWorkspace();
    const cookie = await signInCookie(owner.email, owner.password);
    for (const query of ["", "?workspace=", "?workspace=not-a-uuid"]) {
      const res = await call(query, cookie);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: "Workspace not found", code: "not_found" });
    }
  });
});
