// The operator's way to recover an account when no SMTP server is configured (admin CLI `user reset-link`):
// a fresh reset link, shown once to whoever runs the command and stored nowhere but as its hash. The outbox
// keeps reset mail with its link redacted, so it cannot be passed on from there.
import { appLink } from "../../email/app-link";
import { findUserByEmail } from "../users/find-user-by-email";
import { issueEmailLinkToken } from "./email-link-tokens";
import { RESET_LINK_LIFETIME_MS } from "./reset-link-problem";

export async function issueResetLink({ email }: { email: string }): Promise<{ email: string; link: string; expiresAt: Date }> {
  const user = await findUserByEmail(email);
  const { token, expiresAt } = await issueEmailLinkToken({ userId: user.id, purpose: "password_reset", ttlMs: RESET_LINK_LIFETIME_MS });
  return { email: user.email, link: appLink(`/reset-password/${token}`), expiresAt };
}
