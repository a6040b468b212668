// POST /api/connect/telegram?workspace=<id> { botToken, chatId } — signed-in managers and above.
import { credentialConnectRoute } from "@/lib/api/credential-connect-route";
import { connectTelegram } from "@/lib/services/accounts/connect-telegram";

export const dynamic = "force-dynamic";

export const POST = credentialConnectRoute(connectTelegram);
