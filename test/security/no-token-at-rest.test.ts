// No live token at rest (issue 33, docs/security.md): every token-issuing flow runs through the services with
// mail going to a real SMTP server; each token is captured as its recipient gets it (the mail that arrived, or
// the value returned once), then every column of every table, cast to text, and every log line written
// meanwhile are searched for it. None may hold it: tokens are stored as hashes (or not at all), and the
// outbox keeps mail with its links redacted.
import "@/test/use-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetEnv } from "@/lib/env";
import { createLogger, replaceLogger, type Logger } from "@/lib/observability/logger";
import { createApiKey } from "@/lib/services/api-keys/create-api-key";
import { createInvitation } from "@/lib/services/invitations/create-invitation";
import { getInvitationLink } from "@/lib/services/invitations/get-invitation-link";
import { resendInvitation } from "@/lib/services/invitations/resend-invitation";
import { signUpWithInvitation } from "@/lib/services/invitations/sign-up-with-invitation";
import { hashLinkToken } from "@/lib/auth/link-token";
import { hashEmailLinkToken } from "@/lib/services/passwords/email-link-tokens";
import { addSocialAccount } from "@/lib/services/accounts/add-social-account";
import { createPost } from "@/lib/services/posts/create-post";
import { createReviewLink } from "@/lib/services/review-links/create-review-link";
import { openReviewLink } from "@/lib/services/review-links/open-review-link";
import { unlockReviewLink } from "@/lib/services/review-links/review-passcode";
import { requestPasswordReset } from "@/lib/services/passwords/request-password-reset";
import { resetPassword } from "@/lib/services/passwords/reset-password";
import { createUser } from "@/lib/services/users/create-user";
import { sendEmailVerification } from "@/lib/services/users/send-email-verification";
import { verifyEmailAddress } from "@/lib/services/users/verify-email-address";
import { uniqueEmail } from "@/test/factories";
import { deliverNow, tokenInMail } from "@/test/email/deliver-now";
import { SmtpInbox } from "@/test/email/smtp-inbox";
import { logLines } from "@/test/support/log-lines";

const inbox = new SmtpInbox();
const { lines, stream: capture } = logLines();
let previous: Logger | undefined;

beforeAll(async () => {
  previous = replaceLogger(createLogger(capture, "debug"));
  process.env.SMTP_URL = await inbox.start();
  process.env.APP_URL = "https://postlane.example.test";
  resetEnv();
});
afterAll(async () => {
  if (previous) replaceLogger(previous);
  await inbox.stop();
  delete process.env.SMTP_URL;
  delete process.env.APP_URL;
  resetEnv();
});

/** Every table of the app's schema. */
async function allTables(): Promise<string[]> {
  const rows = await db.$queryRaw<{ name: string }[]>`
    SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`;
  return rows.map((r) => r.name);
}

/**
 * Which of `secrets` some row of some table holds, as `table: what`. A row cast to text is every column of it
 * (text, varchar, json, arrays …) in one string, so one query per table searches all its columns.
 */
async function tablesHolding(secrets: Record<string, string>): Promise<string[]> {
  const found: string[] = [];
  const entries = Object.entries(secrets);
  for (const table of await allTables()) {
    const rows = await db.$queryRawUnsafe<{ i: number }[]>(
      `SELECT s.i::int AS i FROM unnest($1::text[]) WITH ORDINALITY AS s(secret, i)
       WHERE EXISTS (SELECT 1 FROM "${table.replaceAll('"', '""')}" t WHERE strpos(t::text, s.secret) > 0)`,
      entries.map(([, secret]) => secret),
    );
    for (const { i } of rows) found.push(`${table}: ${entries[i - 1][0]}`);
  }
  return found;
}

async function expectNowhere(secrets: Record<string, string>) {
  for (const [what, secret] of Object.entries(secrets)) expect(secret.length, what).toBeGreaterThanOrEqual(20);
  expect(await tablesHolding(secrets)).toEqual([]);
  const logged = Object.entries(secrets).filter(([, secret]) => lines.some((line) => line.includes(secret)));
  expect(logged.map(([what]) => what)).toEqual([]);
}

describe("no live token at rest", () => {
  it("finds no issued token, password or key in any table or log line after sign-up, verify, reset, invite and key flows", async () => {
    const secrets: Record<string, string> = {};
    const password = `first password ${crypto.randomUUID()}`;
    secrets["sign-up password"] = password;

    // Sign-up, then the confirmation link (pending: at rest while it waits to be used).
    const email = uniqueEmail("at-rest");
    const user = await createUser({ input: { email, password } });
    expect(await sendEmailVerification({ userId: user.id })).toEqual({ sent: true });
    secrets["verification token"] = tokenInMail(await deliverNow(inbox, { to: email, kind: "verify-email" }), "verify-email");
    await expectNowhere(secrets);
    await verifyEmailAddress({ token: secrets["verification token"] });

    // Forgot password: the link, then the reset with it.
    const deferred: Promise<unknown>[] = [];
    await requestPasswordReset({ input: { email }, clientAddress: "2001:db8:a7::1", runLater: (work) => void deferred.push(work()) });
    await Promise.all(deferred);
    secrets["reset token"] = tokenInMail(await deliverNow(inbox, { to: email, kind: "password-reset" }), "reset-password");
    await expectNowhere(secrets);
    secrets["new password"] = `second password ${crypto.randomUUID()}`;
    await resetPassword({ input: { token: secrets["reset token"], newPassword: secrets["new password"] } });

    // An invitation: emailed, resent, copied (Members → Copy invite link), then used to sign up.
    const actor = { kind: "user" as const, userId: user.id };
    const workspaceId = user.personalWorkspaceId;
    const invitee = uniqueEmail("at-rest-invitee");
    const invitation = await createInvitation({ workspaceId, actor, input: { email: invitee, role: "member" } });
    secrets["invitation token"] = tokenInMail(await deliverNow(inbox, { to: invitee, kind: "invitation" }), "invite");
    await resendInvitation({ workspaceId, actor, input: { invitationId: invitation.id } });
    secrets["resent invitation token"] = tokenInMail(await deliverNow(inbox, { to: invitee, kind: "invitation" }), "invite");
    const { url } = await getInvitationLink({ workspaceId, actor, input: { invitationId: invitation.id } });
    secrets["copied invitation token"] = new URL(url).pathname.split("/").pop()!;
    await expectNowhere(secrets);
    secrets["invitee password"] = `invitee password ${crypto.randomUUID()}`;
    await signUpWithInvitation({ token: secrets["copied invitation token"], input: { password: secrets["invitee password"] } });

    // An API key (also what an OAuth access token is), shown once.
    const apiKey = await createApiKey({ workspaceId, actor, input: { name: "at rest", mode: "live", scopes: ["posts:read"] } });
    secrets["API key"] = apiKey.key;

    await expectNowhere(secrets);
    // The sent messages kept only their redacted copy, and the encrypted links are gone.
    const mail = await db.emailMessage.findMany({ where: { to: { in: [email, invitee] }, kind: { in: ["verify-email", "password-reset", "invitation"] } } });
    expect(mail.map((m) => m.status)).toEqual(["sent", "sent", "sent", "sent"]);
    for (const message of mail) {
      expect(message.text).toContain("/[redacted]");
      expect(message.secretLink).toBeNull();
    }
    // The search itself finds what is there: the hash of the reset token is stored, so it is found.
    expect(await tablesHolding({ "reset token hash": hashEmailLinkToken(secrets["reset token"]) })).toEqual(["user_email_tokens: reset token hash"]);
    expect(lines.length).toBeGreaterThan(0);
  }, 120_000);

  it("keeps no client review link token or passcode: only their hashes, after the link is opened, unlocked and used", async () => {
    const owner = await createUser({ input: { email: uniqueEmail("review-owner"), password: "correct horse battery" } });
    const workspaceId = owner.personalWorkspaceId;
    const actor = { kind: "user" as const, userId: owner.id };
    const account = await addSocialAccount({ workspaceId, actor, input: { platform: "bluesky", username: "client.bsky.social", sandbox: true } });
    const { postIds } = await createPost({
      workspaceId,
      actor,
      input: { caption: "For the client", accountMappings: [{ platform: "bluesky", accountId: account.id }] },
    });
    const link = await createReviewLink({ workspaceId, actor, input: { postIds, passcode: "a-passcode-of-twenty-chars" } });
    const { proof } = await unlockReviewLink({ token: link.token, passcode: "a-passcode-of-twenty-chars", clientAddress: "198.51.100.7", redisUrl: undefined });
    expect((await openReviewLink({ token: link.token, proof })).state).toBe("open");
    await expectNowhere({ "review link token": link.token, "review passcode": "a-passcode-of-twenty-chars", "review passcode proof": proof });
    expect(await tablesHolding({ "review token hash": hashLinkToken(link.token) })).toEqual(["review_links: review token hash"]);
  }, 60_000);
});
