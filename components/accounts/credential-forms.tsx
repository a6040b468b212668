"use client";

// One form per network that connects with credentials instead of an OAuth app: Bluesky (handle and app
// password), Telegram (bot token and chat), Discord (webhook URL, or bot token and channel) and Mastodon
// (the instance, then its own approval page). They use the request schemas of POST /api/connect/*.
import { useState } from "react";
import { connectBlueskyAction, connectDiscordAction, connectTelegramAction, startMastodonConnectAction } from "@/lib/actions/accounts";
import { connectBlueskyInput, connectDiscordInput, connectMastodonInput, connectTelegramInput } from "@/lib/schemas/connect";
import { CredentialField, CredentialFormFrame, useCredentialForm } from "./credential-form";

export interface CredentialFormProps {
  workspaceId: string;
  onConnected: (username: string) => void;
  onCancel: () => void;
}

export function BlueskyForm({ workspaceId, onConnected, onCancel }: CredentialFormProps) {
  const [values, setValues] = useState({ handle: "", appPassword: "", service: "" });
  const form = useCredentialForm({
    schema: connectBlueskyInput,
    fields: {
      handle: "Enter a handle such as alice.bsky.social",
      appPassword: "Enter an app password like abcd-efgh-ijkl-mnop (Bluesky → Settings → Privacy and security → App passwords)",
      service: "Enter the http(s) address of your PDS, or leave it empty",
    },
    submit: (input) => connectBlueskyAction(workspaceId, input),
    onDone: (data) => onConnected(`@${data.username}`),
  });
  const set = (name: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value }));
  return (
    <CredentialFormFrame onSubmit={(e) => form.onSubmit(e, values)} error={form.error} pending={form.pending} submitLabel="Connect Bluesky" onCancel={onCancel}>
      <CredentialField
        id="bluesky-handle"
        label="Handle"
        placeholder="alice.bsky.social"
        value={values.handle}
        onChange={set("handle")}
        error={form.errorFor("handle")}
        autoFocus
      />
      <CredentialField
        id="bluesky-app-password"
        label="App password"
        type="password"
        placeholder="abcd-efgh-ijkl-mnop"
        value={values.appPassword}
        onChange={set("appPassword")}
        error={form.errorFor("appPassword")}
        hint="Create one in Bluesky → Settings → Privacy and security → App passwords. Your main password is never asked for or stored."
      />
      <details className="text-sm">
        <summary className="cursor-pointer text-slate-600">Self-hosted PDS</summary>
        <div className="mt-2">
          <CredentialField
            id="bluesky-service"
            label="PDS address"
            placeholder="https://pds.example.com"
            value={values.service}
            onChange={set("service")}
            error={form.errorFor("service")}
            hint="Leave empty for accounts on bsky.social."
          />
        </div>
      </details>
    </CredentialFormFrame>
  );
}

export function TelegramForm({ workspaceId, onConnected, onCancel }: CredentialFormProps) {
  const [values, setValues] = useState({ botToken: "", chatId: "" });
  const form = useCredentialForm({
    schema: connectTelegramInput,
    fields: {
      botToken: "Enter the bot token from @BotFather, like 123456789:AAE…",
      chatId: "Enter @channelname or a numeric chat id such as -1001234567890",
    },
    submit: (input) => connectTelegramAction(workspaceId, input),
    onDone: (data) => onConnected(data.username),
  });
  const set = (name: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value }));
  return (
    <CredentialFormFrame
      onSubmit={(e) => form.onSubmit(e, values)}
      error={form.error}
      pending={form.pending}
      submitLabel="Connect Telegram"
      onCancel={onCancel}
    >
      <CredentialField
        id="telegram-bot-token"
        label="Bot token"
        type="password"
        placeholder="123456789:AAE…"
        value={values.botToken}
        onChange={set("botToken")}
        error={form.errorFor("botToken")}
        hint="From @BotFather. Add the bot to the channel or group as an administrator that can post."
        autoFocus
      />
      <CredentialField
        id="telegram-chat-id"
        label="Channel or group"
        placeholder="@mychannel or -1001234567890"
        value={values.chatId}
        onChange={set("chatId")}
        error={form.errorFor("chatId")}
        hint="A public channel's @name, or the numeric id of a private one."
      />
    </CredentialFormFrame>
  );
}

export function DiscordForm({ workspaceId, onConnected, onCancel }: CredentialFormProps) {
  const [mode, setMode] = useState<"webhook" | "bot">("webhook");
  const [values, setValues] = useState({ webhookUrl: "", botToken: "", channelId: "" });
  const form = useCredentialForm({
    schema: connectDiscordInput,
    fields: {
      webhookUrl: "Enter a webhook URL such as https://discord.com/api/webhooks/…",
      botToken: "Enter the bot token from the Discord developer portal",
      channelId: "Enter a Discord id (digits only; right-click → Copy ID)",
    },
    submit: (input) => connectDiscordAction(workspaceId, input),
    onDone: (data) => onConnected(data.username),
  });
  const set = (name: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value }));
  const input = mode === "webhook" ? { mode, webhookUrl: values.webhookUrl } : { mode, botToken: values.botToken, channelId: values.channelId };
  return (
    <CredentialFormFrame onSubmit={(e) => form.onSubmit(e, input)} error={form.error} pending={form.pending} submitLabel="Connect Discord" onCancel={onCancel}>
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">Connect with</legend>
        {(["webhook", "bot"] as const).map((m) => (
          <label key={m} className="flex items-center gap-1.5">
            <input type="radio" name="discord-mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
            {m === "webhook" ? "A webhook (posts to one channel)" : "A bot (posts to the channels it may use)"}
          </label>
        ))}
      </fieldset>
      {mode === "webhook" ? (
        <CredentialField
          id="discord-webhook-url"
          label="Webhook URL"
          type="password"
          placeholder="https://discord.com/api/webhooks/…"
          value={values.webhookUrl}
          onChange={set("webhookUrl")}
          error={form.errorFor("webhookUrl")}
          hint="Channel settings → Integrations → Webhooks → Copy Webhook URL."
          autoFocus
        />
      ) : (
        <>
          <CredentialField
            id="discord-bot-token"
            label="Bot token"
            type="password"
            value={values.botToken}
            onChange={set("botToken")}
            error={form.errorFor("botToken")}
            hint="From the Discord developer portal; the bot must be in the server and allowed to send messages."
            autoFocus
          />
          <CredentialField
            id="discord-channel-id"
            label="Channel ID"
            inputMode="numeric"
            placeholder="1100000000000000042"
            value={values.channelId}
            onChange={set("channelId")}
            error={form.errorFor("channelId")}
            hint="Right-click the channel → Copy Channel ID (developer mode on)."
          />
        </>
      )}
    </CredentialFormFrame>
  );
}

export function MastodonForm({ workspaceId, onCancel }: CredentialFormProps) {
  const [instanceUrl, setInstanceUrl] = useState("");
  const form = useCredentialForm({
    schema: connectMastodonInput,
    fields: { instanceUrl: "Enter the address of a Mastodon server, such as mastodon.social" },
    submit: (input) => startMastodonConnectAction(workspaceId, input),
    // The instance asks the person to approve Postlane, then sends them back to the Accounts page.
    onDone: (data) => window.location.assign(data.authorizeUrl),
  });
  return (
    <CredentialFormFrame
      onSubmit={(e) => form.onSubmit(e, { instanceUrl })}
      error={form.error}
      pending={form.pending}
      submitLabel="Continue to the instance"
      onCancel={onCancel}
    >
      <CredentialField
        id="mastodon-instance"
        label="Instance"
        placeholder="mastodon.social"
        value={instanceUrl}
        onChange={(e) => setInstanceUrl(e.target.value)}
        error={form.errorFor("instanceUrl")}
        hint="The server your account is on. You approve Postlane there and come back here."
        autoFocus
      />
    </CredentialFormFrame>
  );
}
