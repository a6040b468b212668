// The operator's outbox: every workspace's mail, newest first, for the addresses in POSTLANE_ADMIN_EMAILS
// only; for anyone else (a workspace owner included) there is nothing here (404).
import "@/test/use-database";
import { afterAll, describe, expect, it } from "vitest";
import { resetEnv } from "@/lib/env";
import { queueEmail } from "@/lib/email/queue-email";
import { makeUser, makeWorkspace, uniqueEmail } from "@/test/factories";
import { listOutbox } from "./list-outbox";

afterAll(() => {
  delete process.env.POSTLANE_ADMIN_EMAILS;
  resetEnv();
});

describe("listOutbox", () => {
  it("shows operators every message with its status, and is a 404 for everyone else", async () => {
    const operator = await makeUser("operator");
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
    expect(rows[0].lastError).toMatch(/no SMTP server is configured/);
    await expect(listOutbox({ userId: owner.id })).rejects.toMatchObject({ status: 404 });

    delete process.env.POSTLANE_ADMIN_EMAILS;
    resetEnv();
    await expect(listOutbox({ userId: operator.id })).rejects.toMatchObject({ status: 404 });
  });
});
