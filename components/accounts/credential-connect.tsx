"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toaster";
import { PLATFORM_LABELS } from "@/lib/platforms/ids";
import { BlueskyForm, DiscordForm, MastodonForm, TelegramForm, type CredentialFormProps } from "./credential-forms";

const FORMS = { bluesky: BlueskyForm, telegram: TelegramForm, discord: DiscordForm, mastodon: MastodonForm } as const;
export type CredentialPlatform = keyof typeof FORMS;

const DESCRIPTIONS: Record<CredentialPlatform, string> = {
  bluesky: "Postlane signs in once with an app password and keeps the session; the password itself is not stored.",
  telegram: "Postlane posts as your bot. The token is checked with Telegram and stored encrypted.",
  discord: "A webhook posts to one channel; a bot can post to any channel it is allowed in.",
  mastodon: "Mastodon servers each approve apps themselves: name yours and approve Postlane there.",
};

// A "Connect …" button that opens the network's credential form; on success the account list refreshes.
export function CredentialConnect({ workspaceId, platform }: { workspaceId: string; platform: CredentialPlatform }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const label = PLATFORM_LABELS[platform];
  const Form: (props: CredentialFormProps) => React.ReactNode = FORMS[platform];
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-2 inline-block rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Connect {label}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={`Connect ${label}`} description={DESCRIPTIONS[platform]}>
        <Form
          workspaceId={workspaceId}
          onCancel={() => setOpen(false)}
          onConnected={(username) => {
            setOpen(false);
            toast.success(`Connected ${label} ${username}`);
            router.refresh();
          }}
        />
      </Dialog>
    </>
  );
}
