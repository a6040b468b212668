// POST /api/connect/bluesky?workspace=<id> { handle, appPassword, service? } — signed-in managers and above.
import { credentialConnectRoute } from "@/lib/api/credential-connect-route";
import { connectBluesky } from "@/lib/services/accounts/connect-bluesky";

export const dynamic = "force-dynamic";

export const POST = credentialConnectRoute(connectBluesky);
