// /invite/<token> answers with the link's state: a real node:http server whose "Next" writes the page with a
// 200 the way Next does (statusCode, then writeHead or an implicit header), in front of the real invitation
// service. Pending → 200, used or withdrawn → 410, tampered or unknown → 404; other pages are left alone.
import "@/test/use-database";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInvitation } from "@/lib/services/invitations/create-invitation";
import { getInvitationLink } from "@/lib/services/invitations/get-invitation-link";
import { revokeInvitation } from "@/lib/services/invitations/revoke-invitation";
import { signUpWithInvitation } from "@/lib/services/invitations/sign-up-with-invitation";
import { makeWorkspace, uniqueEmail } from "@/test/factories";
import { invitePageToken, withInvitePageStatus } from "./invite-page-status";

let server: http.Server;
let base = "";

beforeAll(async () => {
  server = http.createServer((req, res) => {
    void withInvitePageStatus(req, res, () => {
      res.statusCode = 200;
      if (req.url?.includes("explicit")) res.writeHead(200, { "content-type": "text/html" });
      res.end("<p>the page</p>");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function invitationToken() {
  const { owner, workspaceId } = await makeWorkspace();
  const actor = { kind: "user" as const, userId: owner.id };
  const invitation = await createInvitation({ workspaceId, actor, input: { email: uniqueEmail("page-status"), role: "member" } });
  const { url } = await getInvitationLink({ workspaceId, actor, input: { invitationId: invitation.id } });
  return { token: new URL(url).pathname.split("/").pop()!, workspaceId, actor, invitationId: invitation.id };
}

const status = async (path: string, headers: Record<string, string> = {}) => (await fetch(`${base}${path}`, { headers })).status;

describe("the invitation page's status", () => {
  it("is 200 while pending, 410 once used or withdrawn, 404 when tampered or unknown", async () => {
    const used = await invitationToken();
    expect(await status(`/invite/${used.token}`)).toBe(200);
    await signUpWithInvitation({ token: used.token, input: { password: "correct horse battery" } });
    expect(await status(`/invite/${used.token}`)).toBe(410);
    expect(await status(`/invite/${used.token}?explicit=1`)).toBe(410);

    const withdrawn = await invitationToken();
    await revokeInvitation({ workspaceId: withdrawn.workspaceId, actor: withdrawn.actor, input: { invitationId: withdrawn.invitationId } });
    expect(await status(`/invite/${withdrawn.token}`)).toBe(410);

    expect(await status(`/invite/${withdrawn.token.slice(0, -3)}xyz`)).toBe(404);
    expect(await status("/invite/nonsense")).toBe(404);
    expect(await status(`/invite/${crypto.randomUUID()}.${"A".repeat(43)}`)).toBe(404);
  });

  it("leaves other pages, other methods and Next's client-side fetches alone", async () => {
    expect(await status("/sign-in")).toBe(200);
    expect(invitePageToken({ method: "POST", url: "/invite/x", headers: {} })).toBeNull();
    expect(invitePageToken({ method: "GET", url: "/invite/x", headers: { rsc: "1" } })).toBeNull();
    expect(invitePageToken({ method: "GET", url: "/invite/x/y", headers: {} })).toBeNull();
    expect(invitePageToken({ method: "GET", url: "/invite/abc?from=mail", headers: {} })).toBe("abc");
  });
});
