// Forgot password end to end at the service level: the link in the queued email, what a used, expired,
// replaced or tampered link gets (a 400 saying why, and nothing changed), the same answer for an address
// without an account (and nothing stored or sent for it), throttling, and the sessions a reset ends.
import "@/test/use-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "@/lib/admin/admin-commands";
import { db } from "@/lib/db";
import { resetEnv } from "@/lib/env";
import { uniqueEmail } from "@/test/factories";
import { deliverNow, tokenInMail } from "@/test/email/deliver-now";
import { SmtpInbox } from "@/test/email/smtp-inbox";
import { RESET_REQUESTS_PER_ACCOUNT, RESET_REQUESTS_PER_ADDRESS } from "../rate-limit/password-reset-throttle";
import { authenticateUser } from "../users/authenticate-user";
import { changePassword } from "../users/change-password";
import { createUser } from "../users/create-user";
import { checkPasswordResetLink } from "./check-password-reset-link";
import { hashEmailLinkToken } from "./email-link-tokens";
import { requestPasswordReset } from "./request-password-reset";
import { resetPassword } from "./reset-password";
import { sendPasswordResetLink } from "./send-password-reset-link";

// Mail goes to a real SMTP server in this process; each test sends the message it needs (deliverNow).
const inbox = new SmtpInbox();
beforeAll(async () => {
  process.env.SMTP_URL = await inbox.start();
  resetEnv();
});
afterAll(async () => {
  await inbox.stop();
  delete process.env.SMTP_URL;
  resetEnv();
});

const network = crypto.randomUUID().slice(0, 4);
let addresses = 0;
const randomAddress = () => `2001:db8:${network}::${(++addresses).toString(16)}`;

/** The token of the newest reset email sent to `email`, as it arrives (the outbox keeps it redacted). */
async function tokenFromLatestEmail(email: string): Promise<string> {
  return tokenInMail(await deliverNow(inbox, { to: email, kind: "password-reset" }), "reset-password");
}

/** Asks for a link as the web app does, running the deferred part (lookup and email) to its end. */
async function askForLink(email: string, clientAddress = randomAddress()) {
  const deferred: Promise<unknown>[] = [];
  const answer = await requestPasswordReset({ input: { email }, clientAddress, runLater: (work) => void deferred.push(work()) });
  await Promise.all(deferred);
  return answer;
}

async function userState(email: string) {
  const user = await db.user.findUniqueOrThrow({ where: { email } });
  return { passwordHash: user.passwordHash, sessionVersion: user.sessionVersion };
}

const signIn = (email: string, password: string) => authenticateUser({ input: { email, password }, clientAddress: randomAddress() });

describe("forgot password", () => {
  it("sends a link that sets a new password once, ends every session and verifies the address", async () => {
    const email = uniqueEmail("forgot");
    await createUser({ input: { email, password: "old password" } });
    const before = await userState(email);

    expect(await askForLink(email.toUpperCase())).toEqual({ email });
    const token = await tokenFromLatestEmail(email);
    // Only the hash is stored.
    expect(await db.userEmailToken.count({ where: { tokenHash: token } })).toBe(0);
    expect(await db.userEmailToken.count({ where: { tokenHash: hashEmailLinkToken(token) } })).toBe(1);
    expect(await checkPasswordResetLink({ token })).toEqual({ usable: true });
    expect(await checkPasswordResetLink({ token })).toEqual({ usable: true }); // looking does not use it up

    expect(await resetPassword({ input: { token, newPassword: "new password" } })).toEqual({ email });
    const after = await db.user.findUniqueOrThrow({ where: { email } });
    expect(after.sessionVersion).toBe(before.sessionVersion + 1);
    expect(after.emailVerified).not.toBeNull();
    // The owner is told by mail, whoever used the link; the mail lets nobody in.
    const changed = await deliverNow(inbox, { to: email, kind: "password-changed" });
    expect(changed.subject).toBe("Your Postlane password was changed");
    expect(changed.text).toContain("reset with a link sent to this address");
    expect(changed.text).toContain("/forgot-password");
    expect(await signIn(email, "old password")).toBeNull();
    expect(await signIn(email, "new password")).toMatchObject({ email });

    // Used: refused with its reason, and the password stays the one chosen.
    const reuse = resetPassword({ input: { token, newPassword: "third password" } });
    await expect(reuse).rejects.toMatchObject({ status: 400, message: expect.stringContaining("already been used") });
    expect(await signIn(email, "new password")).not.toBeNull();
    expect(await checkPasswordResetLink({ token })).toMatchObject({ usable: false, problem: expect.stringContaining("already been used") });
  });

  it("gives an address without an account the same answer, and stores and sends nothing for it", async () => {
    const ghost = uniqueEmail("ghost");
    const tokensBefore = await db.userEmailToken.count();
    expect(await askForLink(ghost)).toEqual({ email: ghost });
    expect(await sendPasswordResetLink({ email: ghost })).toEqual({ sent: false });
    expect(await db.emailMessage.count({ where: { to: ghost } })).toBe(0);
    expect(await db.userEmailToken.count()).toBe(tokensBefore);
  });

  it("answers before looking the address up: the lookup and the email happen after the response", async () => {
    const email = uniqueEmail("deferred");
    await createUser({ input: { email, password: "old password" } });
    let deferred: (() => Promise<unknown>) | undefined;
    const answer = await requestPasswordReset({ input: { email }, clientAddress: randomAddress(), runLater: (work) => void (deferred = work) });
    expect(answer).toEqual({ email });
    expect(await db.emailMessage.count({ where: { to: email } })).toBe(0);
    await deferred!();
    expect(await db.emailMessage.count({ where: { to: email } })).toBe(1);
  });

  it("refuses an expired, replaced or tampered link with its reason, and changes nothing", async () => {
    const email = uniqueEmail("badlinks");
    await createUser({ input: { email, password: "old password" } });

    // Expired: issued just over an hour ago.
    await sendPasswordResetLink({ email, now: new Date(Date.now() - 61 * 60 * 1000) });
    const expired = await tokenFromLatestEmail(email);
    const untouched = await userState(email);
    await expect(resetPassword({ input: { token: expired, newPassword: "new password" } })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("expired"),
    });
    expect(await userState(email)).toEqual(untouched);

    // Replaced: a newer link makes the older one void; the newer one works.
    await askForLink(email);
    const older = await tokenFromLatestEmail(email);
    await askForLink(email);
    const newer = await tokenFromLatestEmail(email);
    await expect(resetPassword({ input: { token: older, newPassword: "new password" } })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("newer link"),
    });

    // Tampered: one character changed, cut short, or not a token at all.
    const flipped = newer.slice(0, -1) + (newer.endsWith("A") ? "B" : "A");
    for (const token of [flipped, newer.slice(0, 20), "../../etc/passwd", ""]) {
      await expect(resetPassword({ input: { token, newPassword: "new password" } })).rejects.toMatchObject({
        status: 400,
        message: expect.stringContaining("not valid"),
      });
    }
    // A short new password: refused in words, and the link still works afterwards.
    await expect(resetPassword({ input: { token: newer, newPassword: "short" } })).rejects.toMatchObject({
      status: 400,
      message: "Your new password must be at least 8 characters.",
    });
    expect(await userState(email)).toEqual(untouched);
    await resetPassword({ input: { token: newer, newPassword: "new password" } });
    expect(await signIn(email, "new password")).not.toBeNull();
  });

  it("voids an unused link when the password is changed another way", async () => {
    const email = uniqueEmail("changed");
    const user = await createUser({ input: { email, password: "old password" } });
    await askForLink(email);
    const token = await tokenFromLatestEmail(email);
    await changePassword({ userId: user.id, input: { currentPassword: "old password", newPassword: "changed password" }, clientAddress: randomAddress() });
    await expect(resetPassword({ input: { token, newPassword: "attacker password" } })).rejects.toMatchObject({ status: 400 });
    expect(await signIn(email, "changed password")).not.toBeNull();
  });

  it("lets only one of two uses of the same link at once through", async () => {
    const email = uniqueEmail("race");
    await createUser({ input: { email, password: "old password" } });
    await askForLink(email);
    const token = await tokenFromLatestEmail(email);
    const outcomes = await Promise.allSettled([
      resetPassword({ input: { token, newPassword: "first password" } }),
      resetPassword({ input: { token, newPassword: "second password" } }),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === "rejected" && (o.reason as { status?: number }).status === 400)).toHaveLength(1);
  });

  it("refuses a bad address in words", async () => {
    await expect(requestPasswordReset({ input: { email: "not an address" }, clientAddress: randomAddress(), runLater: () => {} })).rejects.toMatchObject({
      status: 400,
      message: "Enter the email address you sign in with.",
    });
  });
});

describe("forgot password throttling", () => {
  it("limits requests per account, alike for an address with and without an account", async () => {
    const known = uniqueEmail("throttled");
    await createUser({ input: { email: known, password: "old password" } });
    for (const email of [known, uniqueEmail("throttled-ghost")]) {
      for (let i = 0; i < RESET_REQUESTS_PER_ACCOUNT; i++) await askForLink(email);
      const refused = askForLink(email);
      await expect(refused).rejects.toMatchObject({
        status: 429,
        message: expect.stringMatching(/^Too many password reset requests\. Please wait \d+ minutes/),
      });
      const error = (await refused.catch((e: unknown) => e)) as { headers: Record<string, string> };
      expect(Number(error.headers["Retry-After"])).toBeGreaterThan(3000);
    }
    expect(await db.emailMessage.count({ where: { to: known } })).toBe(RESET_REQUESTS_PER_ACCOUNT);
  });

  it("limits one client address asking for many accounts", async () => {
    const address = randomAddress();
    for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS; i++) await askForLink(uniqueEmail(`spray${i}`), address);
    await expect(askForLink(uniqueEmail("one-more"), address)).rejects.toMatchObject({ status: 429 });
    await expect(askForLink(uniqueEmail("elsewhere"))).resolves.toBeDefined();
  });

  it("gives the operator a link through the CLI (user reset-link), the way without SMTP; only its hash is stored", async () => {
    const email = uniqueEmail("cli-reset");
    await createUser({ input: { email, password: "old password" } });
    const answer = (await runAdminCommand({ command: "user reset-link", options: { email } })) as { reset: { link: string } };
    const token = answer.reset.link.split("/reset-password/")[1];
    expect(await db.userEmailToken.count({ where: { tokenHash: hashEmailLinkToken(token) } })).toBe(1);
    expect(await resetPassword({ input: { token, newPassword: "cli new password" } })).toEqual({ email });
    expect(await signIn(email, "cli new password")).toMatchObject({ email });
    await expect(runAdminCommand({ command: "user reset-link", options: { email: uniqueEmail("nobody") } })).rejects.toMatchObject({ status: 404 });
  });
});
