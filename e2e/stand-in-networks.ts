// What the e2e stand-in networks hold (e2e/global-setup.ts starts them), for the specs that connect them.
export const E2E_TELEGRAM_CHANNEL = { id: -1005555555555, type: "channel" as const, title: "E2E news", username: "e2enews" };
export const E2E_DISCORD_CHANNEL = { id: "1100000000000000042", guildId: "1000000000000000042", name: "general" };

/** The credentials global setup published; a spec run without it cannot connect anything. */
export function standInCredentials() {
  const { E2E_TELEGRAM_BOT_TOKEN, E2E_DISCORD_WEBHOOK_URL, E2E_DISCORD_BOT_TOKEN } = process.env;
  if (!E2E_TELEGRAM_BOT_TOKEN || !E2E_DISCORD_WEBHOOK_URL || !E2E_DISCORD_BOT_TOKEN) throw new Error("e2e/global-setup.ts did not run");
  return { telegramBotToken: E2E_TELEGRAM_BOT_TOKEN, discordWebhookUrl: E2E_DISCORD_WEBHOOK_URL, discordBotToken: E2E_DISCORD_BOT_TOKEN };
}
