// POST /api/connect/discord?workspace=<id> { mode: "webhook", webhookUrl } | { mode: "bot", botToken, channelId }.
import { credentialConnectRoute } from "@/lib/api/credential-connect-route";
import { connectDiscord } from "@/lib/services/accounts/connect-discord";

export const dynamic = "force-dynamic";

export const POST = credentialConnectRoute(connectDiscord);
