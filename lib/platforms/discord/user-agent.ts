// Discord requires every HTTP API client to identify itself as `DiscordBot ($url, $versionNumber)`
// (https://discord.com/developers/docs/reference#user-agent); requests without it may be refused by
// Cloudflare with a 403 that looks permanent. The URL is this installation's public address.
import { appUrl } from "../../env";
import packageJson from "../../../package.json" with { type: "json" };

export function discordUserAgent(): string {
  return `DiscordBot (${appUrl()}, ${packageJson.version})`;
}
