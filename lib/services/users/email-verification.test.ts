// Email verification: only with mail configured, only for people who were sent a link; the link confirms the
// address once; bad links are a 400 that changes nothing; resending is budgeted.
import "@/test/use-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetEnv } from "@/lib/env";
import { uniqueEmail } from "@/test/factories";
import { deliverNow, tokenInMail } from "@/test/email/deliver-now";
import { SmtpInbox } from "@/test/email/smtp-inbox";
import { createUser } from "./create-user";
import { emailVerificationPending } from "./email-verification-pending";
import { sendEmailVerification } from "./send-email-verification";
import { verifyEmailAddress } from "./verify-email-address";

function useSmtp(url: string | undefined) {
  if (url === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = url;
  resetEnv();
}
const inbox = new SmtpInbox();
beforeAll(() => inbox.start());
afterAll(async () => {
  await inbox.stop();
  useSmtp(undefined);
});

/** The token in the newest verification email to `email`, as it arrives (the outbox keeps it redacted). */
async function tokenFromLatestEmail(email: string): Promise<string> {
  return tokenInMail(await deliverNow(inbox, { to: email, kind: "verify-email" }), "verify-email");
}

describe("email verification", () => {
  it("sends nothing and asks nothing without SMTP", async () => {
    useSmtp(undefined);
    const user = await createUser({ input: { email: uniqueEmail("nosmtp"), password: "long enough" } });
    expect(await sendEmailVerification({ userId: user.id })).toEqual({ sent: false });
    expect(await emailVerificationPending({ userId: user.id })).toBe(false);
    expect(await db.emailMessage.count({ where: { to: user.email } })).toBe(0);
  });

  it("confirms the address once with the emailed link; bad links change nothing", async () => {
    // Sent by the test itself (deliverNow) to the SMTP server in this process.
    useSmtp(inbox.url);
    const email = uniqueEmail("verify");
    const user = await createUser({ input: { email, password: "long enough" } });
    expect(await emailVerificationPending({ userId: user.id })).toBe(false);
    expect(await sendEmailVerification({ userId: user.id })).toEqual({ sent: true });
    expect(await emailVerificationPending({ userId: user.id })).toBe(true);
    const token = await tokenFromLatestEmail(email);

    for (const bad of [token.slice(0, -1) + (token.endsWith("A") ? "B" : "A"), "nonsense"]) {
      await expect(verifyEmailAddress({ token: bad })).rejects.toMatchObject({ status: 400, message: expect.stringContaining("not valid") });
    }
    expect(await emailVerificationPending({ userId: user.id })).toBe(true);

    expect(await verifyEmailAddress({ token })).toEqual({ email });
    expect(await emailVerificationPending({ userId: user.id })).toBe(false);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).not.toBeNull();
    await expect(verifyEmailAddress({ token })).rejects.toMatchObject({ status: 400, message: expect.stringContaining("already been used") });
    // Verified: no more links.
    expect(await sendEmailVerification({ userId: user.id })).toEqual({ sent: false });
  });

  it("budgets resending, and only the newest link works", async () => {
    useSmtp(inbox.url);
    const email = uniqueEmail("resend");
    const user = await createUser({ input: { email, password: "long enough" } });
    await sendEmailVerification({ userId: user.id });
    const first = await tokenFromLatestEmail(email);
    await sendEmailVerification({ userId: user.id });
    await sendEmailVerification({ userId: user.id });
    await expect(sendEmailVerification({ userId: user.id })).rejects.toMatchObject({ status: 429 });
    expect(await db.emailMessage.count({ where: { to: email } })).toBe(3);
    await expect(verifyEmailAddress({ token: first })).rejects.toMatchObject({ status: 400, message: expect.stringContaining("newer one") });
    await verifyEmailAddress({ token: await tokenFromLatestEmail(email) });
  });
});
