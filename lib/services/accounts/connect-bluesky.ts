// Connects a Bluesky account from its handle and an app password: one login (createSession is tightly rate
// limited), then the session is kept — the refresh JWT encrypted as the refresh token, the access JWT as the
// access token — and renewed by the adapter's refreshToken(). The app password itself is not stored.
import { parseInput } from "../../errors";
import { connectBlueskyInput, type ConnectBlueskyInput } from "../../schemas/connect";
import { blueskyServiceUrl, DEFAULT_BLUESKY_SERVICE } from "../../platforms/bluesky/service-url";
import { createBlueskySession } from "../../platforms/bluesky/session";
import type { Actor } from "../actor";
import { requireRole } from "../workspaces/require-role";
import { connectFailure } from "./connect-errors";
import { publicServerOrigin } from "./connect-public-origin";
import { saveConnectedAccount } from "./save-connected-account";

const LOGIN_TIMEOUT_MS = 20_000;

export async function connectBluesky({ workspaceId, actor, input }: { workspaceId: string; actor: Actor; input: ConnectBlueskyInput }) {
  const data = parseInput(connectBlueskyInput, input);
  // Checked before the login so a viewer cannot use the server to try passwords.
  await requireRole(workspaceId, actor, "manager", "connect accounts");
  const service = data.service ? await publicServerOrigin("bluesky", data.service, "service", "a Bluesky PDS, such as https://bsky.social") : undefined;
  const loginService = blueskyServiceUrl(service ? { serviceUrl: service } : {});
  let session;
  try {
    session = await createBlueskySession(loginService, data.handle, data.appPassword, AbortSignal.timeout(LOGIN_TIMEOUT_MS));
  } catch (error) {
    throw connectFailure("bluesky", error, "appPassword");
  }
  return saveConnectedAccount({
    workspaceId,
    actor,
    input: {
      platform: "bluesky",
      platformAccountId: session.did,
      username: session.handle,
      settings: {
        handle: session.handle,
        serviceUrl: service ?? DEFAULT_BLUESKY_SERVICE,
        ...(session.pdsUrl ? { pdsUrl: session.pdsUrl } : {}),
      },
      accessToken: session.accessJwt,
      refreshToken: session.refreshJwt,
      expiresAt: session.accessExpiresAt,
    },
  });
}
