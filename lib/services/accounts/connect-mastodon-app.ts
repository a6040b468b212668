// The OAuth app Postlane uses on one Mastodon instance: registered on first use and kept (client secret
// encrypted), so every later connect to that instance reuses it instead of registering again.
import { db } from "../../db";
import { appUrl } from "../../env";
import { decryptToken, encryptToken } from "../../crypto/token-cipher";
import { MASTODON_SCOPES, registerMastodonApp } from "../../platforms/mastodon/oauth";

export async function mastodonAppFor(instanceUrl: string, redirectUri: string, signal: AbortSignal): Promise<{ clientId: string; clientSecret: string }> {
  const key = { instanceUrl, redirectUri, scopes: MASTODON_SCOPES };
  const cached = await db.mastodonApp.findUnique({ where: { instanceUrl_redirectUri_scopes: key } });
  if (cached) return { clientId: cached.clientId, clientSecret: decryptToken(cached.clientSecretEnc) };
  const registered = await registerMastodonApp(instanceUrl, redirectUri, appUrl(), signal);
  // Two first connects at once both register; the first stored app wins and the other one is simply unused.
  const stored = await db.mastodonApp.upsert({
    where: { instanceUrl_redirectUri_scopes: key },
    create: { ...key, clientId: registered.clientId, clientSecretEnc: encryptToken(registered.clientSecret) },
    update: {},
  });
  return { clientId: stored.clientId, clientSecret: decryptToken(stored.clientSecretEnc) };
}
