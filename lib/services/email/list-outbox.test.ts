// The operator's outbox: every workspace's mail, newest first, for the addresses in POSTLANE_ADMIN_EMAILS
// only; for anyone else (a workspace owner included) there is nothing here (404).
import "@/test/use-database";
import { afterAll, describe, expect, it } from "vitest";
import { resetEnv } from "@/lib/env";
import { queueEmail } from "@/lib/email/queue-email";
import { makeUser, makeWorkspace, uniqueEmail } from "@/test/factories";
import { runAdminCommand } from "@/lib/admin/admin-commands";
import { db } from "@/lib/db";
import { isInstanceOperator } from "../operations/operator-policy";
import { createUser } from "../users/create-user";
import { markEmailVerified } from "../users/mark-email-verified";
import { verifyEmailAddress } from "../users/verify-email-address";
import { issueEmailLinkToken } from "../passwords/email-link-tokens";
import { listOutbox, listOutboxKinds } from "./list-outbox";

afterAll(() => {
  delete process.env.POSTLANE_ADMIN_EMAILS;
  resetEnv();
});

describe("listOutbox", () => {
  it("shows operators every message with its status, and is a 404 for everyone else", async () => {
    const operator = await makeUser("operator");
    await markEmailVerified({ email: operator.email });
    const { owner, workspaceId } = await makeWorkspace();
    process.env.POSTLANE_ADMIN_EMAILS = ` someone@example.test , ${operator.email.toUpperCase()} `;
    delete process.env.SMTP_URL;
    resetEnv();
    const [a, b] = [uniqueEmail("outbox-a"), uniqueEmail("outbox-b")];
    await queueEmail({ workspaceId, kind: "invitation", message: { to: a, subject: "First", text: "t1", html: "<p>t1</p>" } });
    await queueEmail({ workspaceId: null, kind: "password-reset", message: { to: b, subject: "Second", text: "t2", html: "<p>t2</p>" } });

    // Only this test's two (a shared database in CI holds other files' mail too).
    const rows = (await listOutbox({ userId: operator.id })).filter((r) => r.to === a || r.to === b);
    expect(rows.map((r) => [r.subject, r.status, r.kind])).toEqual([
      ["Second", "stored", "password-reset"],
      ["First", "stored", "invitation"],
    ]);
    expect(rows[1].workspaceName).not.toBeNull();
    // Narrowed by kind, by part of the recipient (any case) and by status; the kinds held are offered.
    expect((await listOutbox({ userId: operator.id, filter: { kind: "invitation", to: a.toUpperCase().slice(0, 12) } })).map((r) => r.to)).toContain(a);
    expect((await listOutbox({ userId: operator.id, filter: { kind: "invitation", to: b } })).length).toBe(0);
    expect((await listOutbox({ userId: operator.id, filter: { status: "sent", to: a } })).length).toBe(0);
    await expect(listOutbox({ userId: operator.id, filter: { status: "lost" as "sent" } })).rejects.toMatchObject({ status: 400 });
    expect(await listOutboxKinds({ userId: operator.id })).toEqual(expect.arrayContaining(["invitation", "password-reset"]));
    await expect(listOutboxKinds({ userId: owner.id })).rejects.toMatchObject({ status: 404 });
    expect(rows[0].lastError).toMatch(/no SMTP server is configured/);
    await expect(listOutbox({ userId: owner.id })).rejects.toMatchObject({ status: 404 });

    delete process.env.POSTLANE_ADMIN_EMAILS;
    resetEnv();
    await expect(listOutbox({ userId: operator.id })).rejects.toMatchObject({ status: 404 });
  });
});

describe("operator rights (operator-policy)", () => {
  it("need the listed address verified: a sign-up with an operator's address is nobody until it is", async () => {
    const email = uniqueEmail("op-signup");
    process.env.POSTLANE_ADMIN_EMAILS = email;
    resetEnv();
    // Anyone can sign up with any address: listed but never verified, the account gets nothing.
    const user = await createUser({ input: { email, password: "correct horse battery" } });
    expect(await isInstanceOperator(user.id)).toBe(false);
    await expect(listOutbox({ userId: user.id })).rejects.toMatchObject({ status: 404 });

    // Verified by the link in the confirmation email: now an operator.
    const { token } = await issueEmailLinkToken({ userId: user.id, purpose: "verify_email", ttlMs: 60_000 });
    await verifyEmailAddress({ token });
    expect(await isInstanceOperator(user.id)).toBe(true);
    await expect(listOutbox({ userId: user.id })).resolves.toBeInstanceOf(Array);

    // Verified, but no longer listed: nobody again.
    process.env.POSTLANE_ADMIN_EMAILS = "someone-else@example.test";
    resetEnv();
    expect(await isInstanceOperator(user.id)).toBe(false);
  });

  it("can be given by the operator's CLI (user verify), which vouches for the address", async () => {
    const email = uniqueEmail("op-cli");
    process.env.POSTLANE_ADMIN_EMAILS = email;
    resetEnv();
    const user = await createUser({ input: { email, password: "correct horse battery" } });
    expect(await isInstanceOperator(user.id)).toBe(false);
    await runAdminCommand({ command: "user verify", options: { email: email.toUpperCase() } });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).not.toBeNull();
    expect(await isInstanceOperator(user.id)).toBe(true);
    await expect(runAdminCommand({ command: "user verify", options: { email: uniqueEmail("nobody") } })).rejects.toMatchObject({ status: 404 });
  });
});
