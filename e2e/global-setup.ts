// Started once for the whole e2e run: the Telegram and Discord stand-ins the app is pointed at
// (playwright.config.ts), shared by every spec that connects them. Their credentials reach the specs as
// environment variables (Playwright hands global setup's process.env to the workers).
import { fakeDiscordPort, fakeTelegramPort, mailboxPort, smtpPort } from "../playwright.config";
import { startFakeDiscord } from "../test/fakes/discord-server";
import { startFakeTelegram } from "../test/fakes/telegram-server";
import { startMailbox } from "./mailbox";
import { E2E_DISCORD_CHANNEL, E2E_TELEGRAM_CHANNEL } from "./stand-in-networks";

export default async function globalSetup() {
  const telegram = await startFakeTelegram({ chats: [E2E_TELEGRAM_CHANNEL], port: fakeTelegramPort });
  const discord = await startFakeDiscord({ channels: [E2E_DISCORD_CHANNEL], port: fakeDiscordPort });
  const mailbox = await startMailbox({ smtpPort, httpPort: mailboxPort });
  process.env.E2E_TELEGRAM_BOT_TOKEN = telegram.bot.token;
  process.env.E2E_DISCORD_WEBHOOK_URL = discord.webhook.url;
  process.env.E2E_DISCORD_BOT_TOKEN = discord.bot.token;
  return async () => {
    await telegram.close();
    await discord.close();
    await mailbox.close();
  };
}
